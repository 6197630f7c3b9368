import { manifestResponse, siteManifest } from "~/pwa/manifests";

export function loader() {
  return manifestResponse(siteManifest());
}
