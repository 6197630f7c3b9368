/*
 * Trusted Home Pros: new-lead alerts for contractors (Web Push).
 * Registered by "Alerts on this device" on /pro/settings with scope /pro/ only,
 * so it never sees a content page. It has no fetch handler: it caches nothing
 * and every page loads exactly as without it. A push carries the JSON
 * {title, body, url, tag} of an alert (app/jobs/deliver-due-push.server.ts).
 */
const FALLBACK_URL = "/pro";

// A new version of this file takes over at once: it keeps no state worth waiting for.
self.addEventListener("install", () => self.skipWaiting());
self.addEventListener("activate", (event) => event.waitUntil(self.clients.claim()));

/** Only pages of this site: a payload naming another origin opens the dashboard instead. */
function sameOriginUrl(value) {
  try {
    const url = new URL(typeof value === "string" ? value : FALLBACK_URL, self.location.origin);
    return url.origin === self.location.origin ? url.href : new URL(FALLBACK_URL, self.location.origin).href;
  } catch {
    return new URL(FALLBACK_URL, self.location.origin).href;
  }
}

function alertOf(data) {
  let payload = {};
  try {
    payload = data ? data.json() : {};
  } catch {
    // Not JSON: still tell the contractor something arrived.
  }
  const text = (value, fallback) => (typeof value === "string" && value.trim() !== "" ? value : fallback);
  return {
    title: text(payload.title, "New lead"),
    body: text(payload.body, "A new lead matches your settings."),
    tag: text(payload.tag, "lead-alert"),
    url: sameOriginUrl(payload.url),
  };
}

self.addEventListener("push", (event) => {
  const alert = alertOf(event.data);
  // The same tag replaces an earlier notification (a retried delivery shows once).
  event.waitUntil(self.registration.showNotification(alert.title, { body: alert.body, tag: alert.tag, data: { url: alert.url } }));
});

/**
 * What a click on an alert does: a window already showing its page comes to
 * the front; otherwise a dashboard window goes to it; otherwise a new window
 * opens. Focusing and opening are allowed only while a click is handled.
 */
async function openAlert(notification) {
  const url = sameOriginUrl(notification.data && notification.data.url);
  const windows = await self.clients.matchAll({ type: "window", includeUncontrolled: true });
  const showing = windows.find((client) => client.url === url);
  if (showing) return showing.focus();
  const dashboard = windows.find((client) => new URL(client.url).pathname.startsWith("/pro") && "navigate" in client);
  if (dashboard) {
    const moved = await dashboard.navigate(url).catch(() => null);
    if (moved) return moved.focus().catch(() => moved);
  }
  return self.clients.openWindow(url);
}
// The click logic by name, so it can be run against a shown notification from DevTools (the e2e test does).
self.openAlert = openAlert;

self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  event.waitUntil(openAlert(event.notification));
});
