import { randomInt } from "node:crypto";

/** No 0/O, 1/I/L: a reference read out over the phone must not be misheard. */
const ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";

/** A reference number shown to the homeowner, e.g. "THP-7K3M9Q" (31^6 ≈ 887 million values). */
export function generateReference(): string {
  let code = "";
  for (let i = 0; i < 6; i++) code += ALPHABET[randomInt(ALPHABET.length)];
  return `THP-${code}`;
}

export const REFERENCE_PATTERN = /^THP-[2-9A-HJKMNP-Z]{6}$/;
