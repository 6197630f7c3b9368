// The module app/browser/vite/island-entries.ts generates: in the server build, the URL of each island's entry chunk and
// the runtime's; null in the browser and in development.
declare module "virtual:island-entries" {
  import type { IslandAssets } from "./vite/island-entries";
  const assets: IslandAssets | null;
  export default assets;
}
