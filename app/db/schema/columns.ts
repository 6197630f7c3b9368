/** Column helpers shared by the tables: timestamps, check constraints from a tuple, request evidence, upload columns. */
import { sql, type AnyColumn, type SQL } from "drizzle-orm";
import { integer, text, timestamp } from "drizzle-orm/pg-core";
import { APPLICATION_CATEGORIES, categorySlugs } from "../../content/categories";

export const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();

/** Values of a check constraint `column in (...)`, from a TypeScript tuple. */
export const oneOf = (column: string, values: readonly string[]) => sql.raw(`"${column}" in (${values.map((v) => `'${v.replaceAll("'", "''")}'`).join(", ")})`);

export const CATEGORY_VALUES = categorySlugs;

/** Spec section 3: contractors may apply for four more trades than homeowners can request. */
export const APPLICATION_CATEGORY_VALUES = APPLICATION_CATEGORIES;

/** Who submitted a record and from where: kept with every stored form as evidence. */
export const requestMeta = () => ({
  ip: text("ip"),
  userAgent: text("user_agent"),
});

/** Columns of a stored upload; the file lives in DATA_DIR/uploads/<stored_name>. */
export const fileColumns = () => ({
  storedName: text("stored_name").notNull().unique(),
  originalName: text("original_name").notNull(),
  mime: text("mime").notNull(),
  sizeBytes: integer("size_bytes").notNull(),
  sha256: text("sha256").notNull(),
});

/**
 * The text an admin search reads, as one tsvector expression (decision 0030): the columns lower-cased,
 * every run of non-alphanumerics made a space (so "jane@example.com" is the words jane, example, com), parsed with the
 * `simple` configuration (no stemming: names and addresses are not English prose). The GIN index of a table is built on
 * this exact expression and the search query repeats it, so both engines use the index without any extension.
 */
export function searchDocument(...columns: (AnyColumn | SQL)[]): SQL {
  const joined = sql.join(
    columns.map((c) => sql`coalesce(${c}, '')`),
    sql` || ' ' || `,
  );
  return sql`to_tsvector('simple'::regconfig, regexp_replace(lower(${joined}), '[^[:alnum:]]+', ' ', 'g'))`;
}

/** A US E.164 number without "+1", so a search for the ten digits someone reads out finds it by prefix. */
export const nationalDigits = (phone: AnyColumn) => sql`substr(${phone}, 3)`;
