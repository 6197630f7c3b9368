/**
 * Decision 0033: the browser runs the same React components on Preact (preact/compat), the server still
 * renders with React 19. react-dom's client alone is 64 KB gzip, more than half the 100 KB first-load budget
 * of interactive routes (decision 0033); Preact with its hooks and compat layer is about 11 KB.
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

/** What the browser gets for `id`, if it is redirected; the shim's own imports are the real packages. */
function browserTarget(id: string, importer: string | undefined): string | undefined {
  return importer === shim ? undefined : browserTargets[id];
}

/**
 * The same redirection inside `npm run dev`'s dependency optimizer, which bundles node_modules (the router, Radix,
 * sonner) on its own, without the plugins below: left alone it bundled React into them, and the browser ran two
 * copies of React ("Invalid hook call"), so no page hydrated in development.
 */
const inOptimizer = {
  name: "thp:preact-in-browser-deps",
  async resolveId(this: RolldownPluginContext, id: string, importer: string | undefined) {
    const target = browserTarget(id, importer);
    return target ? this.resolve(target, importer, { skipSelf: true }) : null;
  },
};
type RolldownPluginContext = { resolve(id: string, importer?: string, options?: { skipSelf?: boolean }): Promise<unknown> };

const optimizedTargets = ["preact", ...new Set(Object.values(browserTargets).filter((t) => t !== shim))];

export function preactInBrowser(): Plugin {
  let reloadPending = false;
  return {
    name: "thp:preact-in-browser",
    enforce: "pre",
    configEnvironment(name) {
      // The redirected targets (and the shim's "preact") are found only once a page imports them: named here, they
      // are bundled at start-up, and a first visit does not meet a second optimizer run (a 504 for every module).
      if (name === "client") return { optimizeDeps: { include: optimizedTargets, rolldownOptions: { plugins: [inOptimizer] } } };
    },
    // React Router's hot updates re-render through React Refresh, which Preact does not run: the module updated and
    // the page kept showing the old code. A saved module (not a stylesheet, which still updates in place) reloads
    // the page instead. The reload is sent after every environment has invalidated the module, so the server can
    // never render the reloaded page from the old one (hydration would not correct the server's text).
    config: (_, { command }) =>
      command === "serve"
        ? {
            server: {
              async hotUpdateEnvironments(server, hmr) {
                const done = Promise.all(Object.values(server.environments).map(hmr));
                if (reloadPending) {
                  reloadPending = false;
                  server.environments.client!.hot.send({ type: "full-reload" });
                }
                await done;
              },
            },
          }
        : undefined,
    hotUpdate({ file, modules }) {
      if (this.environment.name !== "client" || file.endsWith(".css") || modules.length === 0) return;
      reloadPending = true;
      return [];
    },
    async resolveId(id, importer, options) {
      const target = this.environment.name === "client" ? browserTarget(id, importer) : undefined;
      return target ? this.resolve(target, importer, { ...options, skipSelf: true }) : null;
    },
  };
}
