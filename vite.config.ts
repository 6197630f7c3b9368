import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { preactInBrowser } from "./app/browser/vite/preact-in-browser.ts";
import { islandEntries } from "./app/browser/vite/island-entries.ts";
import routerConfig from "./react-router.config.ts";

/** Dependencies the server build leaves to Node (see `ssr` below). */
const serverExternals = [
  "@electric-sql/pglite",
  "pg",
  "pg-boss",
  "sharp",
  "fs-native-extensions",
  "pdfkit",
  "smtp-server",
  "mailparser",
  "email-reply-parser",
  "nodemailer",
  "stripe",
  "web-push",
];

export default defineConfig(({ command }) => ({
  plugins: [preactInBrowser(), islandEntries({ clientOutDir: `${routerConfig.buildDirectory}/client` }), tailwindcss(), reactRouter()],
  resolve: { tsconfigPaths: true },
  // The manifest lets tests/servers/js-budget.test.ts follow each page's static imports.
  build: { assetsInlineLimit: 0, manifest: true },
  // The server build bundles its dependencies: Node then resolves and compiles a dozen files at start-up instead of
  // ~770 (half a second to a second on this machine), and loads only the icons and primitives the pages use
  // (docs/decisions/0034, 0056). Left external: packages with native code, WebAssembly or data files read next to
  // their own sources, and the ones only a job or a rare route imports (loaded on first use, never at boot).
  // Not in `npm run dev`: served from their sources there, the packages they import were found only at the first
  // page view, so Vite bundled its dependencies again and reloaded that page.
  ssr: command === "build" ? { noExternal: true, external: serverExternals } : {},
  environments: {
    // Preact and the router in chunks of their own: pages with islands load Preact alone, without the router
    // every other page shares (docs/decisions/0040). Left to itself, the bundler puts both in one chunk.
    client: {
      build: {
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                // With its React shim, which the router's group would otherwise take along as a dependency.
                { name: "preact", test: /node_modules[\\/]preact[\\/]|react-on-preact/, priority: 2 },
                { name: "router", test: /node_modules[\\/]react-router[\\/]/, priority: 1 },
              ],
            },
          },
        },
      },
    },
    // V8 keeps each module's source text for the process's life, and as UTF-16 (twice the
    // bytes) if one character is outside Latin-1: the server build escapes them and drops the
    // doc comments, which it never reads (docs/decisions/0034).
    ssr: { build: { rollupOptions: { output: { charset: "ascii", comments: { legal: true, annotation: true, jsdoc: false } } } } },
  },
}));
