/**
 * A field people never see (visually hidden, aria-hidden, tabindex -1,
 * autocomplete off) that form-filling bots fill in. A post with a value in it
 * gets a normal-looking success and is not stored.
 */
export const HONEYPOT_FIELD = "website_url";
