import type { Config } from "@react-router/dev/config";
import { prerenderedPaths } from "./app/public-routes.ts";

export default {
  ssr: true,
  // BUILD_DIR (read by server.js too) lets two builds coexist, e.g. parallel e2e runs.
  buildDirectory: process.env.BUILD_DIR ?? "build",
  // Static marketing pages are rendered once at build time and served as files;
  // pages that read the database or take form posts stay server-rendered.
  prerender: { paths: prerenderedPaths, concurrency: 2 },
  // `npm run dev`: the dependency optimizer crawls the routes at start-up, so a first visit does not find new
  // dependencies one by one, each answered with a 504 and a reload.
  future: { unstable_optimizeDeps: true },
} satisfies Config;
