import { useEffect, useRef } from "react";

/**
 * Menus are native <details> so they open and close without JavaScript. With
 * JavaScript we add what a menu is expected to do: close when one of its links
 * is followed, on Escape (returning focus to the toggle) and on a click outside.
 */
export function useDisclosureClose<T extends HTMLDetailsElement>() {
  const ref = useRef<T>(null);

  useEffect(() => {
    function onKey(e: KeyboardEvent) {
      const el = ref.current;
      if (e.key === "Escape" && el?.open) {
        el.open = false;
        el.querySelector("summary")?.focus();
      }
    }
    function onClick(e: MouseEvent) {
      const el = ref.current;
      if (!el?.open || !(e.target instanceof Element)) return;
      if (!el.contains(e.target) || (e.target.closest("a") && el.contains(e.target))) el.open = false;
    }
    document.addEventListener("keydown", onKey);
    document.addEventListener("click", onClick);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("click", onClick);
    };
  }, []);

  return ref;
}
