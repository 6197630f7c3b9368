import { StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";

/**
 * The browser runs on Preact (decision 0033). <HydratedRouter> first suspends, throwing the promise of the
 * server's state being decoded; React lets a root suspend while it hydrates, Preact has no root to park it in and
 * would render the page afresh. So the first call (which throws before any hook runs) starts the decoding here,
 * and the page is hydrated once it is done: the router then finds the state ready and renders in one pass.
 */
function serverStateDecoded(): Promise<unknown> {
  try {
    (HydratedRouter as (props: object) => unknown)({});
  } catch (thrown) {
    if (thrown instanceof Promise) return thrown;
    throw thrown;
  }
  return Promise.resolve();
}

/**
 * React hoists the router's <link rel="modulepreload"> tags from the body into <head> on the server; the browser
 * tree does not render them there. Preact matches the head's links to its elements in order, so they would take
 * the places of the stylesheet and the icons. By now they have done their work (the modules are loading).
 */
function dropHoistedPreloads() {
  for (const link of document.head.querySelectorAll('link[rel="modulepreload"]')) link.remove();
}

void serverStateDecoded().then(() => {
  dropHoistedPreloads();
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
