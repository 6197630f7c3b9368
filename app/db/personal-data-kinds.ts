/** The classes and erasure treatments of app/db/personal-data.ts, and the shorthands its entries are written with. */

export type PersonalDataClass = "personal" | "derived" | "none";
export type ErasureTreatment = "redact" | "delete-row" | "keyed-hash" | "kept" | "other-person" | "not-applicable";
export type ColumnClassification = { class: PersonalDataClass; erasure: ErasureTreatment; why: string };
/** rows: what erasure does to the homeowner's rows of a table that has no such column to classify. */
export type TableClassification = { why: string; rows?: ErasureTreatment; columns: Record<string, ColumnClassification> };

export const none = (why: string): ColumnClassification => ({ class: "none", erasure: "not-applicable", why });
/** Several columns that are not personal, each with its why. */
export const notPersonal = (whys: Record<string, string>) => Object.fromEntries(Object.entries(whys).map(([column, why]) => [column, none(why)]));
export const other = (why: string, cls: PersonalDataClass = "personal"): ColumnClassification => ({ class: cls, erasure: "other-person", why });
export const redact = (why: string, cls: PersonalDataClass = "personal"): ColumnClassification => ({ class: cls, erasure: "redact", why });
export const deleted = (why: string, cls: PersonalDataClass = "personal"): ColumnClassification => ({ class: cls, erasure: "delete-row", why });
export const hashed = (why: string): ColumnClassification => ({ class: "derived", erasure: "keyed-hash", why });
export const kept = (why: string, cls: PersonalDataClass = "personal"): ColumnClassification => ({ class: cls, erasure: "kept", why });

export const requestMeta = (erasure: "redact" | "delete-row" | "other-person") =>
  ({
    ip: { class: "personal", erasure, why: "the submitter's IP address, kept as evidence of the submission" },
    user_agent: { class: "personal", erasure, why: "the submitter's browser string (identifying in combination)" },
  }) satisfies Record<string, ColumnClassification>;

export const fileColumns = (whose: string) => ({
  stored_name: none("a random file name made by the server"),
  original_name: other(`the file name the ${whose} uploaded (may carry their name)`),
  mime: none("a content type"),
  sha256: other(`hash of the ${whose}'s file`, "derived"),
});
