import { Toaster as Sonner } from "sonner";

/**
 * sonner's defaults match spec section 4: dismiss by close button, swipe or
 * Escape; Alt+T focuses the region, labelled "Notifications".
 */
export function Toaster() {
  return <Sonner position="top-right" closeButton richColors hotkey={["altKey", "KeyT"]} containerAriaLabel="Notifications" />;
}
