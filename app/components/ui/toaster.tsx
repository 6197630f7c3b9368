import { lazy, Suspense, useEffect, useState } from "react";

// sonner is loaded after the page is interactive: no first-load cost for the
// many pages that never show a toast.
const Sonner = lazy(() => import("sonner").then((m) => ({ default: m.Toaster })));

/**
 * sonner's defaults match spec section 4: dismiss by close button, swipe or
 * Escape; Alt+T focuses the region, labelled "Notifications".
 */
export function Toaster() {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const id = setTimeout(() => setReady(true), 0);
    return () => clearTimeout(id);
  }, []);
  if (!ready) return null;
  return (
    <Suspense fallback={null}>
      <Sonner
        position="top-right"
        closeButton
        richColors
        hotkey={["altKey", "KeyT"]}
        containerAriaLabel="Notifications"
        // sonner's own rich colours fall just short of 4.5:1 contrast; use the site's red and green.
        style={{ "--error-text": "#b91c1c", "--success-text": "#15803d" } as React.CSSProperties}
      />
    </Suspense>
  );
}
