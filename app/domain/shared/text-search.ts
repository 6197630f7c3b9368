/**
 * The admin search box's text turned into a tsquery (decision 0030): the words the stored search
 * document holds (letters and digits; every other character separates words), each matched as a prefix, all required.
 * A phone number typed with punctuation ("(212) 555-2000", "+1 212 555 2000") becomes its ten digits, as the document
 * stores them. Only letters and digits reach the query, so no input can change its syntax.
 */
import { DomainError } from "./errors";

/** Longer input is refused with a message: nobody types more into a search box, and each word is an index probe. */
export const SEARCH_MAX_LENGTH = 100;
const MAX_WORDS = 8;
const PHONE_LIKE = /^[\d\s().+-]+$/;

export function searchQueryOf(text: string): string | null {
  const trimmed = text.trim();
  if (trimmed.length > SEARCH_MAX_LENGTH) throw new DomainError("invalid_input", `Search for at most ${SEARCH_MAX_LENGTH} characters.`, { field: "q" });
  if (trimmed === "") return null;
  const digits = trimmed.replace(/\D/g, "");
  if (PHONE_LIKE.test(trimmed) && digits.length >= 7) return `${digits.length === 11 && digits.startsWith("1") ? digits.slice(1) : digits}:*`;
  const words = trimmed
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w !== "")
    .slice(0, MAX_WORDS);
  return words.length === 0 ? null : words.map((w) => `${w}:*`).join(" & ");
}
