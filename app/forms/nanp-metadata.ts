/**
 * The slice of libphonenumber-js's "mobile" metadata the forms need: calling code +1 (the North American Numbering
 * Plan: the US, its territories, Canada and the Caribbean) and nothing else. phone.ts accepts US numbers only, and
 * the whole world's metadata is ~34 KB of gzip in every form's first load. All +1 regions are kept, so a +1 number
 * parses exactly as with the full metadata (a Canadian one is still recognised as Canadian, then refused); a number
 * under any other calling code does not parse, and was refused anyway. scripts/phone-metadata.ts writes the JSON
 * from the installed package, and phone.test.ts fails when it is out of date.
 */
export type PhoneMetadata = {
  version: number;
  country_calling_codes: Record<string, string[]>;
  countries: Record<string, unknown>;
  nonGeographic?: Record<string, unknown>;
};

export function nanpMetadata(full: PhoneMetadata): PhoneMetadata {
  const regions = full.country_calling_codes["1"] ?? [];
  return {
    version: full.version,
    country_calling_codes: { "1": regions },
    countries: Object.fromEntries(regions.map((region) => [region, full.countries[region]])),
    nonGeographic: {},
  };
}
