import { config } from "zod";

/**
 * Zod probes for eval (`new Function("")`) the first time it builds an object
 * schema, to compile a faster parser. Our CSP forbids eval, so in the browser
 * that probe was a CSP violation on every page with a form (Lighthouse best
 * practices 96, "Content security policy" issue). Jitless parsing skips the
 * probe; imported first by app/root.tsx, and by useFormValidation before it
 * loads a form's schema (a page with islands never loads root's module), so it
 * runs before any schema is built.
 */
config({ jitless: true });
