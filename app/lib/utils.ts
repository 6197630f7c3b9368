import { type ClassValue, clsx } from "clsx";

/**
 * Join class lists (clsx: strings, arrays, `{ class: condition }`). Unlike shadcn/ui's `cn`, nothing is merged:
 * tailwind-merge cost every interactive page ~48 ms of hydration and 8.6 KB gzip. So an element must
 * never get two utilities of which one overrides the other (`h-10` and `h-12`, `hidden` and `inline-flex`):
 * pick one with a conditional or a variant prop instead of overriding a base class. tests/e2e/support/
 * class-conflicts.ts checks the rendered pages for such pairs.
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
