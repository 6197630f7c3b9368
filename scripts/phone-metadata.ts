/**
 * Writes app/forms/nanp-metadata.json, the +1 slice of libphonenumber-js's "mobile" metadata (nanp-metadata.ts),
 * from the installed package. Run after upgrading libphonenumber-js:
 *   node --experimental-transform-types --no-warnings --import ./scripts/register-ts-alias.mjs scripts/phone-metadata.ts
 */
import { readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { nanpMetadata } from "../app/forms/nanp-metadata.ts";

const require = createRequire(import.meta.url);
const full = JSON.parse(readFileSync(require.resolve("libphonenumber-js/metadata.mobile.json"), "utf8"));
writeFileSync(new URL("../app/forms/nanp-metadata.json", import.meta.url), `${JSON.stringify(nanpMetadata(full))}\n`);
