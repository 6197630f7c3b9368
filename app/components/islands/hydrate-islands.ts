// First: switches off zod's eval probe before any form schema is built (CSP), as app/root.tsx does for pages
// that hydrate whole; a page with islands never loads root's module.
import "~/forms/zod-config";
import { createElement, type ComponentType } from "react";
import { hydrateRoot } from "react-dom/client";
import type { IslandsHandle } from "~/lib/route-handle";
import { cn } from "~/lib/utils";

// oxlint-disable-next-line typescript/no-explicit-any -- each island declares its own props; they arrive as JSON
type Islands = Record<string, ComponentType<any>>;

/**
 * A route's `handle` for a page with islands: `export const handle = islands({ calculator: Questionnaire })`.
 * In the browser, root.tsx's <IslandScripts> imports the route module and calls `handle.islands.start()`,
 * which hydrates every <Island> of the page on Preact, with no router (docs/decisions/0040).
 */
export function islands(components: Islands): { islands: IslandsHandle } {
  return { islands: { start: () => void hydrateIslands(components) } };
}

/** Ends the current task: the browser may paint and handle input before the next step (long tasks block both). */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Hydrates each island in a task of its own, after the task that evaluated the modules and the one in which
 * tailwind-merge builds its lookup tables (which the first `cn()` would otherwise do inside hydration): a few
 * shorter tasks instead of one long one (issue 16, TBT).
 */
async function hydrateIslands(components: Islands) {
  await nextTask();
  cn("p-0", "p-1");
  for (const element of document.querySelectorAll<HTMLElement>("[data-island]")) {
    await nextTask();
    const component = components[element.dataset.island ?? ""];
    if (!component) {
      console.error(`No island named "${element.dataset.island}" on this page.`);
      continue;
    }
    hydrateRoot(element, createElement(component, JSON.parse(element.dataset.props ?? "{}")));
  }
}
