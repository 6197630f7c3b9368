/**
 * The parts of a service worker's global scope this app uses. The project is
 * type-checked with the DOM library, whose `self` is a window; the WebWorker
 * library cannot be loaded beside it, so the worker names what it needs here.
 */
type WindowClient = { url: string; focus(): Promise<WindowClient>; navigate(url: string): Promise<WindowClient | null> };

export type WorkerScope = {
  location: Location;
  registration: { showNotification(title: string, options: { body: string; tag: string; data: unknown }): Promise<void> };
  clients: {
    matchAll(options: { type: "window"; includeUncontrolled: boolean }): Promise<WindowClient[]>;
    openWindow(url: string): Promise<WindowClient | null>;
  };
  addEventListener(type: string, listener: (event: Event) => void): void;
  skipWaiting(): Promise<void>;
  openAlert?: (notification: { close(): void; data?: { url?: unknown } }) => Promise<unknown>;
};
