import { StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { dropHoistedPreloads, serverStateDecoded } from "~/lib/react-router-private";

// The browser runs on Preact (decision 0033): the router's state is decoded first, then the page hydrates in one pass.
void serverStateDecoded(HydratedRouter).then(() => {
  dropHoistedPreloads(document.head);
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
