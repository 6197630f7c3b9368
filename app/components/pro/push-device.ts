/**
 * The browser side of new-lead alerts: the contractor app's service worker
 * (app/pwa/sw.ts, scope /pro), this browser's push subscription, and the two
 * JSON posts that tell the server about it (app/routes/pro-push-*.ts).
 */
import { registerProAppWorker } from "./pro-app-worker";
import { PRO_APP_SCOPE } from "~/pwa/pro-app";

export type DeviceState = "unsupported" | "blocked" | "off" | "on";

export function pushSupported(): boolean {
  return typeof window !== "undefined" && "serviceWorker" in navigator && "PushManager" in window && "Notification" in window;
}

async function currentSubscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.getRegistration(PRO_APP_SCOPE);
  return registration ? registration.pushManager.getSubscription() : null;
}

export async function deviceState(): Promise<DeviceState> {
  if (!pushSupported()) return "unsupported";
  if (Notification.permission === "denied") return "blocked";
  return (await currentSubscription()) && Notification.permission === "granted" ? "on" : "off";
}

async function postJson(url: string, body: unknown): Promise<void> {
  const response = await fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
    credentials: "same-origin",
  });
  if (!response.ok) {
    const answer = (await response.json().catch(() => ({}))) as { error?: { message?: unknown } };
    throw new Error(typeof answer.error?.message === "string" ? answer.error.message : `The server answered ${response.status}.`);
  }
}

/** The worker that will receive the pushes, active (subscribing needs an active worker). */
async function activeRegistration(): Promise<ServiceWorkerRegistration> {
  const registration = await registerProAppWorker();
  const worker = registration.installing ?? registration.waiting;
  if (worker && !registration.active) {
    await new Promise<void>((resolve) => {
      worker.addEventListener("statechange", () => {
        if (worker.state === "activated" || worker.state === "redundant") resolve();
      });
    });
  }
  return registration;
}

/** Asks for permission, subscribes this browser with the site's VAPID key and registers it with the server. */
export async function turnOn(): Promise<DeviceState> {
  const permission = await Notification.requestPermission();
  if (permission === "denied") return "blocked";
  if (permission !== "granted") return "off";
  const registration = await activeRegistration();
  const keyResponse = await fetch("/pro/push/key", { credentials: "same-origin" });
  if (!keyResponse.ok) throw new Error(`The server answered ${keyResponse.status}.`);
  const { publicKey } = (await keyResponse.json()) as { publicKey: string };
  const subscription =
    (await registration.pushManager.getSubscription()) ??
    (await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: publicKey }));
  await postJson("/pro/push/subscribe", subscription.toJSON());
  return "on";
}

/** Unsubscribes this browser and tells the server to forget it. */
export async function turnOff(): Promise<DeviceState> {
  const subscription = await currentSubscription();
  if (subscription) {
    // The server first: if the post fails, the browser stays subscribed and the switch still says "on".
    await postJson("/pro/push/unsubscribe", { endpoint: subscription.endpoint });
    await subscription.unsubscribe();
  }
  return "off";
}
