import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { preactInBrowser } from "./scripts/vite/preact-in-browser.ts";

export default defineConfig({
  plugins: [preactInBrowser(), tailwindcss(), reactRouter()],
  resolve: { tsconfigPaths: true },
  // The manifest lets tests/servers/js-budget.test.ts follow each page's static imports.
  build: { assetsInlineLimit: 0, manifest: true },
});
