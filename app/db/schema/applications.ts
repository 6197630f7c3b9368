/** Contractor and career applications, with their uploaded files. */
import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, timestamp, unique, uuid } from "drizzle-orm/pg-core";
import { APPLICATION_STATUSES, FILE_MIME_TYPES } from "../enums";
import { createdAt, oneOf, APPLICATION_CATEGORY_VALUES, requestMeta, fileColumns } from "./columns";

export const contractorApplications = pgTable(
  "contractor_applications",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    businessName: text("business_name").notNull(),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    email: text("email").notNull(),
    /** E.164 */
    phone: text("phone").notNull(),
    licenseNumber: text("license_number").notNull(),
    yearsInBusiness: integer("years_in_business").notNull(),
    serviceCategory: text("service_category").notNull(),
    serviceAreas: text("service_areas").notNull(),
    insuranceProvider: text("insurance_provider").notNull(),
    website: text("website"),
    additionalInfo: text("additional_info"),
    certifiedAt: timestamp("certified_at", { withTimezone: true }).notNull(),
    status: text("status").$type<(typeof APPLICATION_STATUSES)[number]>().notNull().default("submitted"),
    ...requestMeta(),
    createdAt: createdAt(),
  },
  (t) => [
    check("contractor_applications_years_check", sql`${t.yearsInBusiness} >= 0`),
    check("contractor_applications_category_check", oneOf("service_category", APPLICATION_CATEGORY_VALUES)),
    check("contractor_applications_status_check", oneOf("status", APPLICATION_STATUSES)),
    // Keyset pages (sort key, id): the order of a list, so a page is one index range (decision 0019).
    index("contractor_applications_created_id_idx").on(t.createdAt, t.id),
    index("contractor_applications_status_created_id_idx").on(t.status, t.createdAt, t.id),
  ],
);

export const applicationFiles = pgTable(
  "application_files",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    applicationId: uuid("application_id")
      .notNull()
      .references(() => contractorApplications.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    ...fileColumns(),
    createdAt: createdAt(),
  },
  (t) => [
    unique("application_files_application_kind_unique").on(t.applicationId, t.kind),
    check("application_files_kind_check", oneOf("kind", ["license", "insurance"])),
    check("application_files_mime_check", oneOf("mime", FILE_MIME_TYPES)),
    check("application_files_size_check", sql`${t.sizeBytes} > 0`),
  ],
);

export const careerApplications = pgTable(
  "career_applications",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    positionId: text("position_id"),
    fullName: text("full_name").notNull(),
    email: text("email").notNull(),
    phone: text("phone").notNull(),
    note: text("note"),
    /** The résumé PDF, stored like application_files (exactly one per application). */
    resumeStoredName: text("resume_stored_name").notNull().unique(),
    resumeOriginalName: text("resume_original_name").notNull(),
    resumeMime: text("resume_mime").notNull(),
    resumeSizeBytes: integer("resume_size_bytes").notNull(),
    resumeSha256: text("resume_sha256").notNull(),
    ...requestMeta(),
    createdAt: createdAt(),
  },
  (t) => [
    check("career_applications_resume_mime_check", sql`${t.resumeMime} = 'application/pdf'`),
    check("career_applications_resume_size_check", sql`${t.resumeSizeBytes} > 0`),
    index("career_applications_created_id_idx").on(t.createdAt, t.id),
  ],
);
