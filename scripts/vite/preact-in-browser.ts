/**
 * Decision 0033: the browser runs the same React components on Preact (preact/compat), the server still
 * renders with React 19. react-dom's client alone is 64 KB gzip, more than half the 100 KB first-load budget
 * of interactive routes (issue 16); Preact with its hooks and compat layer is about 11 KB.
 * Only the Vite "client" environment is redirected; SSR, prerendering and the tests keep React.
 */
import { fileURLToPath } from "node:url";
import type { Plugin } from "vite";

const shim = fileURLToPath(new URL("./react-on-preact.js", import.meta.url));

const browserTargets: Record<string, string> = {
  react: shim,
  "react-dom": "preact/compat",
  "react-dom/client": "preact/compat/client",
  "react/jsx-runtime": "preact/jsx-runtime",
  "react/jsx-dev-runtime": "preact/jsx-runtime",
};

export function preactInBrowser(): Plugin {
  return {
    name: "thp:preact-in-browser",
    enforce: "pre",
    async resolveId(id, importer, options) {
      if (this.environment.name !== "client") return null;
      const target = browserTargets[id];
      if (!target || importer === shim) return null;
      return this.resolve(target, importer, { ...options, skipSelf: true });
    },
  };
}
