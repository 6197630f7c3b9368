/** "fetch failed (ECONNREFUSED)": fetch's own message says little; its cause says why. */
export function describeFetchError(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause as { code?: unknown; message?: unknown } | undefined;
  const why = typeof cause?.code === "string" ? cause.code : typeof cause?.message === "string" ? cause.message : undefined;
  return `${error.message}${why ? ` (${why})` : ""}`.slice(0, 500);
}
