/**
 * The longest My leads search, as text-search.ts's limit (kept here too: forms sit below the domain). A module of its
 * own, without zod: the page's input shows it as maxLength and the browser bundle must not carry the schema.
 */
export const MY_LEADS_SEARCH_MAX = 100;
