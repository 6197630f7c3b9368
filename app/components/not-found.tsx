import { useEffect } from "react";
import { Link, useLocation } from "react-router";
import { buttonVariants } from "~/components/ui/button";

/**
 * The not-found page of spec section 2; the path is also logged by the server
 * (routes/not-found.tsx). The console line comes from the inline script
 * (data-not-found, app/components/document-scripts.ts) on a page without
 * React, and from the effect below after a client-side navigation.
 */
export function NotFound() {
  const location = useLocation();
  useEffect(() => {
    console.warn("404 Error: User attempted to access non-existent route:", location.pathname);
  }, [location.pathname]);
  return (
    <section data-not-found="" className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <h1 className="text-6xl font-bold text-primary">404</h1>
      <p className="mt-4 text-xl text-muted-foreground">Oops! Page not found</p>
      <Link to="/" className={buttonVariants({ className: "mt-8", size: "lg" })}>
        Return to Home
      </Link>
    </section>
  );
}
