/**
 * A phone number for people and its dial link: "+17186224380" → "(718) 622-4380" and "tel:+17186224380". Stored
 * numbers are E.164 (forms/phone.ts); a US number typed freely (contact messages) is read the same way when it has
 * 10 digits, or 11 with the leading 1. Anything else is shown as given and dialled by its digits. Small and pure, so
 * the dashboards' browser bundle needs no phone metadata.
 */
const NANP = /^(?:\+?1)?(\d{3})(\d{3})(\d{4})$/;

function nanpDigits(value: string): RegExpExecArray | null {
  const compact = value.replace(/[\s().-]/g, "");
  return NANP.exec(compact);
}

export function formatPhoneForPeople(value: string): string {
  const m = nanpDigits(value.trim());
  return m ? `(${m[1]}) ${m[2]}-${m[3]}` : value.trim();
}

export function telHref(value: string): string {
  const m = nanpDigits(value.trim());
  if (m) return `tel:+1${m[1]}${m[2]}${m[3]}`;
  const dial = value.trim().replace(/[^\d+]/g, "");
  return `tel:${dial}`;
}
