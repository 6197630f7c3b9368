import { manifestResponse, proAppManifest } from "~/pwa/manifests";

/** The contractor app's manifest: public (the browser fetches it without credentials), the same for everyone. */
export function loader() {
  return manifestResponse(proAppManifest());
}
