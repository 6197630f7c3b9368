/**
 * US states with the ranges of the first three ZIP digits the USPS assigns to
 * them. Find Contractors reads a state's code or name from here ("Austin, Texas");
 * ZIPs and cities themselves come from the ZIP dataset (search-place.server.ts).
 */
export type UsState = {
  code: string;
  name: string;
  /** Inclusive ranges of three-digit ZIP prefixes, e.g. [750, 799]. */
  zip3: readonly (readonly [number, number])[];
};

export const usStates: readonly UsState[] = [
  { code: "AL", name: "Alabama", zip3: [[350, 369]] },
  { code: "AK", name: "Alaska", zip3: [[995, 999]] },
  { code: "AZ", name: "Arizona", zip3: [[850, 865]] },
  { code: "AR", name: "Arkansas", zip3: [[716, 729]] },
  { code: "CA", name: "California", zip3: [[900, 961]] },
  { code: "CO", name: "Colorado", zip3: [[800, 816]] },
  { code: "CT", name: "Connecticut", zip3: [[60, 69]] },
  { code: "DE", name: "Delaware", zip3: [[197, 199]] },
  {
    code: "DC",
    name: "District of Columbia",
    zip3: [
      [200, 200],
      [202, 205],
      [569, 569],
    ],
  },
  { code: "FL", name: "Florida", zip3: [[320, 349]] },
  {
    code: "GA",
    name: "Georgia",
    zip3: [
      [300, 319],
      [398, 399],
    ],
  },
  { code: "HI", name: "Hawaii", zip3: [[967, 968]] },
  { code: "ID", name: "Idaho", zip3: [[832, 838]] },
  { code: "IL", name: "Illinois", zip3: [[600, 629]] },
  { code: "IN", name: "Indiana", zip3: [[460, 479]] },
  { code: "IA", name: "Iowa", zip3: [[500, 528]] },
  { code: "KS", name: "Kansas", zip3: [[660, 679]] },
  { code: "KY", name: "Kentucky", zip3: [[400, 427]] },
  { code: "LA", name: "Louisiana", zip3: [[700, 714]] },
  { code: "ME", name: "Maine", zip3: [[39, 49]] },
  { code: "MD", name: "Maryland", zip3: [[206, 219]] },
  {
    code: "MA",
    name: "Massachusetts",
    zip3: [
      [10, 27],
      [55, 55],
    ],
  },
  { code: "MI", name: "Michigan", zip3: [[480, 499]] },
  { code: "MN", name: "Minnesota", zip3: [[550, 567]] },
  { code: "MS", name: "Mississippi", zip3: [[386, 397]] },
  { code: "MO", name: "Missouri", zip3: [[630, 658]] },
  { code: "MT", name: "Montana", zip3: [[590, 599]] },
  { code: "NE", name: "Nebraska", zip3: [[680, 693]] },
  { code: "NV", name: "Nevada", zip3: [[889, 898]] },
  { code: "NH", name: "New Hampshire", zip3: [[30, 38]] },
  { code: "NJ", name: "New Jersey", zip3: [[70, 89]] },
  { code: "NM", name: "New Mexico", zip3: [[870, 884]] },
  {
    code: "NY",
    name: "New York",
    zip3: [
      [5, 5],
      [100, 149],
    ],
  },
  { code: "NC", name: "North Carolina", zip3: [[270, 289]] },
  { code: "ND", name: "North Dakota", zip3: [[580, 588]] },
  { code: "OH", name: "Ohio", zip3: [[430, 459]] },
  { code: "OK", name: "Oklahoma", zip3: [[730, 749]] },
  { code: "OR", name: "Oregon", zip3: [[970, 979]] },
  { code: "PA", name: "Pennsylvania", zip3: [[150, 196]] },
  { code: "RI", name: "Rhode Island", zip3: [[28, 29]] },
  { code: "SC", name: "South Carolina", zip3: [[290, 299]] },
  { code: "SD", name: "South Dakota", zip3: [[570, 577]] },
  { code: "TN", name: "Tennessee", zip3: [[370, 385]] },
  {
    code: "TX",
    name: "Texas",
    zip3: [
      [750, 799],
      [885, 885],
    ],
  },
  { code: "UT", name: "Utah", zip3: [[840, 847]] },
  {
    code: "VT",
    name: "Vermont",
    zip3: [
      [50, 54],
      [56, 59],
    ],
  },
  {
    code: "VA",
    name: "Virginia",
    zip3: [
      [201, 201],
      [220, 246],
    ],
  },
  { code: "WA", name: "Washington", zip3: [[980, 994]] },
  { code: "WV", name: "West Virginia", zip3: [[247, 268]] },
  { code: "WI", name: "Wisconsin", zip3: [[530, 549]] },
  { code: "WY", name: "Wyoming", zip3: [[820, 831]] },
];

const byCode = new Map(usStates.map((s) => [s.code, s]));

export function stateByCode(code: string): UsState | undefined {
  return byCode.get(code.toUpperCase());
}

/**
 * The states a ZIP code, or its first one to five digits, can belong to.
 * "75201" and "752" give Texas; "8" gives every state whose prefixes start with 8.
 */
export function statesForZipPrefix(digits: string): UsState[] {
  if (!/^\d{1,5}$/.test(digits)) return [];
  const prefix = digits.slice(0, 3);
  // All three-digit prefixes that start with the typed digits: e.g. "7" -> 700..799.
  const width = 3 - prefix.length;
  const low = Number(prefix) * 10 ** width;
  const high = low + 10 ** width - 1;
  return usStates.filter((s) => s.zip3.some(([a, b]) => a <= high && b >= low));
}
