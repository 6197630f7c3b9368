import type { Config } from "@react-router/dev/config";
import { prerenderedPaths } from "./app/content/routes.ts";

export default {
  ssr: true,
  // Static marketing pages are rendered once at build time and served as files;
  // pages that read the database or take form posts stay server-rendered.
  prerender: { paths: prerenderedPaths, concurrency: 2 },
} satisfies Config;
