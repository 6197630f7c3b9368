/**
 * Photos a homeowner attached to a quote request. Only the re-encoded copies are stored (auto-rotated,
 * every EXIF/GPS tag gone, app/lib/photos.server.ts), each with its thumbnail, in DATA_DIR/uploads like the other
 * uploads; the original bytes never reach the disk. At most five per request (app/forms/photos.ts).
 */
import { sql } from "drizzle-orm";
import { check, integer, pgTable, primaryKey, smallint, text, uuid } from "drizzle-orm/pg-core";
import { createdAt } from "./columns";
import { quoteRequests } from "./quote-requests";

export const requestPhotos = pgTable(
  "request_photos",
  {
    id: uuid("id").notNull().unique().defaultRandom(),
    quoteRequestId: uuid("quote_request_id")
      .notNull()
      .references(() => quoteRequests.id, { onDelete: "cascade" }),
    /** 0-based, in the order the homeowner chose them. */
    position: smallint("position").notNull(),
    /** The re-encoded photo and its thumbnail, under DATA_DIR/uploads (both JPEG). */
    storedName: text("stored_name").notNull().unique(),
    thumbStoredName: text("thumb_stored_name").notNull().unique(),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    /** Size of the stored (re-encoded) photo. */
    sizeBytes: integer("size_bytes").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    // The primary key is the request's index: the count on a lead card, the buyer's list, erasure.
    primaryKey({ columns: [t.quoteRequestId, t.position] }),
    check("request_photos_position_check", sql`${t.position} >= 0 and ${t.position} < 5`),
    check("request_photos_size_check", sql`${t.sizeBytes} > 0 and ${t.width} > 0 and ${t.height} > 0`),
  ],
);
