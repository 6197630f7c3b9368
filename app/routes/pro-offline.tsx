import { WifiOff } from "lucide-react";
import { site } from "~/config/site";

/**
 * What the contractor app shows for a dashboard page it has no copy of while
 * the device is offline. The service worker precaches this page at install
 * (app/pwa/sw.ts); it reads no session, so it is the same for everyone.
 */
export function meta() {
  return [{ title: `You're offline | ${site.name}` }, { name: "robots", content: "noindex" }];
}

export function headers() {
  return { "Cache-Control": "no-cache", "X-Robots-Tag": "noindex" };
}

export default function ProOffline() {
  return (
    <section className="mx-auto max-w-xl px-4 py-16" data-testid="pro-offline">
      <WifiOff className="size-10 text-muted-foreground" aria-hidden="true" />
      <h1 className="mt-4 text-3xl font-bold">You&rsquo;re offline</h1>
      <p className="mt-3 text-muted-foreground">This page has not been opened on this device yet, so there is no copy of it to show without a connection.</p>
      <h2 className="mt-8 text-lg font-semibold">What still works</h2>
      <ul className="mt-2 list-disc space-y-1 pl-5">
        <li>Dashboard pages you opened on this device, such as My leads, show their last loaded copy.</li>
        <li>New-lead alerts arrive again as soon as the phone is back online.</li>
      </ul>
      <h2 className="mt-8 text-lg font-semibold">What needs a connection</h2>
      <ul className="mt-2 list-disc space-y-1 pl-5">
        <li>Buying leads, updating a lead&rsquo;s status, topping up and changing settings.</li>
      </ul>
      <a href="/pro" className="mt-8 inline-flex h-10 items-center rounded-md bg-primary px-4 text-sm font-semibold text-primary-foreground">
        Try again
      </a>
    </section>
  );
}
