/** Longest search text accepted; shared by the search form (maxLength) and the loader's parser. Kept apart so the page bundle doesn't pull in zod. */
export const SEARCH_TEXT_MAX = 80;
