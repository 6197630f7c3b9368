/** A pro's reply median (decision 0052) in the words its profile, Find Contractors and the quotes use. */

/** "usually replies within 2 hours", rounded up (a promise the pro keeps); null before its first reply. */
export function replyTimeWords(minutes: number | null): string | null {
  if (minutes === null) return null;
  if (minutes < 60) return `usually replies within ${Math.max(1, Math.ceil(minutes / 5) * 5)} minutes`;
  const hours = Math.ceil(minutes / 60);
  if (hours < 24) return `usually replies within ${hours} hour${hours === 1 ? "" : "s"}`;
  const days = Math.ceil(hours / 24);
  return `usually replies within ${days} day${days === 1 ? "" : "s"}`;
}

/** "Usually replies within 2 hours": the words at the start of a line. */
export const sentenceCase = (words: string) => words.charAt(0).toUpperCase() + words.slice(1);
