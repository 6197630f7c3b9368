import type { ReactNode } from "react";

/**
 * The <html> element of every page. The server renders it; in the browser Preact (decision 0033) hydrates into
 * the document's own <html> element and renders only its children, so there it is a fragment: rendering
 * <html> again would nest a second document element inside the first.
 */
export function DocumentElement({ lang, children }: { lang: string; children: ReactNode }) {
  return import.meta.env.SSR ? <html lang={lang}>{children}</html> : <>{children}</>;
}
