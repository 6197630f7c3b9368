/** Column helpers shared by the tables: timestamps, check constraints from a tuple, request evidence, upload columns. */
import { sql } from "drizzle-orm";
import { integer, text, timestamp } from "drizzle-orm/pg-core";
import { APPLICATION_CATEGORIES, categorySlugs } from "../../content/categories";

export const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();

/** Values of a check constraint `column in (...)`, from a TypeScript tuple. */
export const oneOf = (column: string, values: readonly string[]) =>
  sql.raw(`"${column}" in (${values.map((v) => `'${v.replaceAll("'", "''")}'`).join(", ")})`);

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
