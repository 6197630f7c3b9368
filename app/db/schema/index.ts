/** The database schema, one file per aggregate; drizzle (client and drizzle-kit) reads it through this barrel. */
export * from "../enums";
export * from "./quote-requests";
export * from "./applications";
export * from "./messages";
export * from "./contractors";
export * from "./accounts";
export * from "./ledger";
export * from "./purchases";
export * from "./pricing";
export * from "./housekeeping";
export * from "./push";
export * from "./alerts";
export * from "./homeowners";
export * from "./api-requests";
export * from "./privacy";
export * from "./reviews";
export * from "./self-service";
