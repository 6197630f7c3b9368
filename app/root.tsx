// First: switches off zod's eval probe before any form schema is built (the CSP forbids eval).
import "~/forms/zod-config";
import { data, isRouteErrorResponse, Link, Links, Meta, Outlet, Scripts, ScrollRestoration, useMatches } from "react-router";
import type { Route } from "./+types/root";
// A <link> the page renders, not a side-effect import: in development Vite injects an imported stylesheet as a
// <style> before hydration, and Preact's hydration of the whole document then removes it (no styles at all).
import appStylesheet from "./app.css?url";
import { DocumentElement } from "~/components/document-element";
import { NotFound } from "~/components/not-found";
import { SiteFooter } from "~/components/site-footer";
import { SiteHeader } from "~/components/site-header";
import { Toaster } from "~/components/ui/toaster";
import { buttonVariants } from "~/components/ui/button";
import { enhanceScript, speculationRules } from "~/components/document-scripts";
import { site } from "~/config/site";
import { useNonce } from "~/lib/nonce";
import { IslandScripts } from "~/browser/island-scripts";
import { isDashboardPath, ProAppWorkerScript } from "~/components/pro/pro-app-head";
import { pageRuntime } from "~/browser/page-runtime";
import { signedInAccount } from "~/web/signed-in-account.server";

/** Marks the document as scripted before first paint, so no-JS fallbacks never flash. Allowed by CSP hash or nonce. */
export const jsMarkerScript = "document.documentElement.classList.add('js')";

export async function loader({ request }: Route.LoaderArgs) {
  // Read at render (or prerender) time; the canonical origin of every page.
  const origin = new URL(process.env.PUBLIC_URL || "http://localhost:3000").origin;
  // The header's Dashboard and Sign out (docs/decisions/0047); entry.server.tsx keeps such a page out of shared caches.
  const { account, setCookie } = await signedInAccount(request);
  return data({ origin, account }, setCookie ? { headers: { "Set-Cookie": setCookie } } : undefined);
}

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: appStylesheet },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "apple-touch-icon", href: "/img/generated/apple-touch-icon.png" },
];

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  // Only routes whose handle says `hydrate: true` get React and the router in the browser; pages with islands
  // run just those parts on Preact; the rest are plain HTML (docs/decisions/0040, app/browser/page-runtime.ts).
  const matches = useMatches();
  const runtime = pageRuntime(matches);
  const dashboard = isDashboardPath(matches.at(-1)?.pathname ?? "/");
  return (
    <DocumentElement lang="en-US">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content={site.themeColor} />
        {/* Before <Meta /> and <Links />, whose number of tags changes from page to page. */}
        <link rel="manifest" href={dashboard ? "/pro/app.webmanifest" : "/site.webmanifest"} />
        {dashboard ? <meta name="apple-mobile-web-app-capable" content="yes" /> : null}
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: jsMarkerScript }} />
        <Meta />
        <Links />
      </head>
      <body className="flex min-h-screen flex-col">
        <a href="#main" className="sr-only z-50 rounded-md bg-primary px-4 py-2 text-primary-foreground focus:not-sr-only focus:fixed focus:left-4 focus:top-4">
          Skip to content
        </a>
        <SiteHeader />
        <main id="main" className="flex-1">
          {children}
        </main>
        <SiteFooter />
        {runtime.kind === "hydrated" ? (
          <>
            <Toaster />
            <ScrollRestoration nonce={nonce} />
            <Scripts nonce={nonce} />
          </>
        ) : (
          <>
            {runtime.kind === "islands" ? <IslandScripts names={runtime.names} nonce={nonce} /> : null}
            {/* Without a client router: prerender same-site links on hover (browsers without Speculation Rules ignore it). */}
            <script type="speculationrules" nonce={nonce} dangerouslySetInnerHTML={{ __html: speculationRules }} />
          </>
        )}
        {/* Menus, tabs, counters, share: a few hundred bytes by event delegation, on every page. */}
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: enhanceScript }} />
        {/* Last, and only from the server (see there). */}
        {import.meta.env.SSR && dashboard ? <ProAppWorkerScript nonce={nonce} /> : null}
      </body>
    </DocumentElement>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  // No route meta applies once a loader has thrown, so the boundary names the page itself.
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <>
        <title>{`Page not found | ${site.name}`}</title>
        <NotFound />
      </>
    );
  }
  let status: string | number = "Error";
  let message = "An unexpected error occurred.";
  let stack: string | undefined;
  if (isRouteErrorResponse(error)) {
    status = error.status;
    message = error.statusText || (typeof error.data === "string" ? error.data : message);
  } else if (error instanceof Error) {
    message = error.message;
    // Stacks are for developers only: production builds never send them.
    if (import.meta.env.DEV) stack = error.stack;
  }
  return (
    <section className="mx-auto max-w-3xl px-4 py-24">
      <title>{`Error | ${site.name}`}</title>
      <h1 className="text-3xl font-bold">Unexpected Application Error!</h1>
      <p className="mt-4 text-lg">
        <span className="font-semibold">{status}</span> {message}
      </p>
      {stack ? <pre className="mt-6 overflow-x-auto rounded-md bg-muted p-4 text-xs">{stack}</pre> : null}
      <Link to="/" className={buttonVariants({ className: "mt-8" })}>
        Return to Home
      </Link>
    </section>
  );
}
