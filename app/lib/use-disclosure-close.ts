import { useEffect, useRef } from "react";
import { useLocation } from "react-router";

/**
 * Menus are native <details> so they open and close without JavaScript. With
 * JavaScript we add what a menu is expected to do: close on navigation, on
 * Escape (returning focus to the toggle) and on a click outside.
 */
export function useDisclosureClose<T extends HTMLDetailsElement>() {
  const ref = useRef<T>(null);
  const location = useLocation();

  // Re-running on navigation is the point: the location is the trigger, not an input.
  // oxlint-disable-next-line react/exhaustive-effect-dependencies
  useEffect(() => {
    if (ref.current) ref.current.open = false;
  }, [location.pathname, location.hash]);

  useEffect(() => {
    function onKey(e: KeyboardEvent) {
      const el = ref.current;
      if (e.key === "Escape" && el?.open) {
        el.open = false;
        el.querySelector("summary")?.focus();
      }
    }
    function onPointer(e: PointerEvent) {
      const el = ref.current;
      if (el?.open && e.target instanceof Node && !el.contains(e.target)) el.open = false;
    }
    document.addEventListener("keydown", onKey);
    document.addEventListener("pointerdown", onPointer);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("pointerdown", onPointer);
    };
  }, []);

  return ref;
}
