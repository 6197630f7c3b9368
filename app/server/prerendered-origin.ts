import { readFileSync } from "node:fs";
import path from "node:path";

/**
 * The origin the prerendered pages were built for. React Router renders the
 * marketing pages once, at build time, so their canonical links, Open Graph
 * URLs and structured data carry PUBLIC_URL as it was when `npm run build`
 * ran. Served under another PUBLIC_URL, every one of them would point search
 * engines at the wrong site, and nothing else would show it.
 */
export function prerenderedOrigin(html: string): string | undefined {
  const href = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
  if (!href) return undefined;
  try {
    return new URL(href).origin;
  } catch {
    return undefined;
  }
}

/** Both origins when the build in clientDir was made for another origin than publicUrl's; undefined when they agree (or no page was prerendered). */
export function prerenderedOriginMismatch(clientDir: string, publicUrl: string): { builtFor: string; publicOrigin: string } | undefined {
  let html: string;
  try {
    html = readFileSync(path.join(clientDir, "index.html"), "utf8");
  } catch {
    return undefined;
  }
  const builtFor = prerenderedOrigin(html);
  const publicOrigin = new URL(publicUrl).origin;
  return builtFor && builtFor !== publicOrigin ? { builtFor, publicOrigin } : undefined;
}
