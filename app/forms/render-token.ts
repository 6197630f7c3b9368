/**
 * The hidden field the quote form's page fills when it renders (no JavaScript needed): a timestamp signed by the
 * server (app/lib/render-token.server.ts), so the post says how many seconds a person spent on the form, and a post
 * made without loading the page says so too (a quality signal, decision 0049).
 */
export const RENDER_TOKEN_FIELD = "form_rendered";
