/** The PostgreSQL error under drizzle's wrapper (DrizzleQueryError keeps it as `cause`), on pg and PGlite alike. */
export function pgErrorOf(error: unknown): { code?: string; constraint?: string } | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === "object"; depth++) {
    const candidate = current as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (typeof candidate.code === "string" && /^[0-9A-Z]{5}$/.test(candidate.code)) {
      return { code: candidate.code, constraint: typeof candidate.constraint === "string" ? candidate.constraint : undefined };
    }
    current = candidate.cause;
  }
  return undefined;
}

export const isUniqueViolation = (error: unknown, constraint?: string): boolean => {
  const pg = pgErrorOf(error);
  return pg?.code === "23505" && (constraint === undefined || pg.constraint === constraint || String((error as Error).message ?? "").includes(constraint));
};
