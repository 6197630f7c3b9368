/**
 * The two web app manifests. The public site's (/site.webmanifest) installs
 * the homeowner site at /; the contractor app's (/pro/app.webmanifest, linked
 * from the dashboard only) installs the dashboard, which opens full screen at
 * /pro and keeps to it, with the service worker of the same scope.
 */
import { site } from "~/config/site";
import { PRO_APP_SCOPE } from "./pro-app";

const icons = [
  { src: "/img/generated/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
  { src: "/img/generated/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
];
// Full-bleed squares with the glyph inside the safe circle: Android crops them to its own shape.
const maskableIcons = [
  { src: "/img/generated/icon-maskable-192.png", sizes: "192x192", type: "image/png", purpose: "maskable" },
  { src: "/img/generated/icon-maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
];

export function siteManifest() {
  return {
    name: site.name,
    short_name: site.shortName,
    description: site.description,
    start_url: "/",
    display: "standalone",
    background_color: "#ffffff",
    theme_color: site.themeColor,
    icons: [...icons, { src: "/favicon.svg", sizes: "any", type: "image/svg+xml" }],
  };
}

export const PRO_APP_NAME = `${site.name} Pro`;
export const PRO_APP_SHORT_NAME = "Pro Leads";

export function proAppManifest() {
  return {
    id: PRO_APP_SCOPE,
    name: PRO_APP_NAME,
    short_name: PRO_APP_SHORT_NAME,
    description: "New leads, your purchased leads, balance and billing: the contractor dashboard of Trusted Home Pros.",
    start_url: PRO_APP_SCOPE,
    scope: PRO_APP_SCOPE,
    display: "standalone",
    orientation: "any",
    background_color: "#ffffff",
    theme_color: site.themeColor,
    icons: [...icons, ...maskableIcons],
    shortcuts: [
      { name: "My leads", url: "/pro/leads" },
      { name: "Billing", url: "/pro/billing" },
    ],
  };
}

export function manifestResponse(manifest: object): Response {
  return new Response(JSON.stringify(manifest), {
    headers: { "Content-Type": "application/manifest+json", "Cache-Control": "public, max-age=3600" },
  });
}
