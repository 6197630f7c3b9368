const PRELOAD = '<link rel="modulepreload"';
const LOW = `${PRELOAD} fetchpriority="low"`;

/**
 * Rewrites every `<link rel="modulepreload"` of a rendered HTML document to
 * carry `fetchpriority="low"`.
 *
 * React Router lists a hydrating page's modules (35–45 files) as modulepreload
 * links, which React hoists into <head>; Chrome fetches them at high
 * priority, alongside the stylesheet and the LCP image. On a phone's
 * connection they then compete with the only requests the first paint needs:
 * on a 2-CPU machine Lighthouse's mobile simulation counted all of them
 * before the first paint (FCP and LCP 2.6–3.3 s on the forms and calculators,
 * against 0.9–1.1 s on the pages without JavaScript). At low priority they
 * still start at once and are cached before the module script asks for them;
 * the page just paints first and hydrates right after. <Scripts> has no prop
 * for it, so the document is rewritten (entry.server.tsx renders it whole).
 */
export function lowPriorityModulePreloads(html: string): string {
  return html.replaceAll(PRELOAD, LOW);
}
