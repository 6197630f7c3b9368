import { createElement } from "react";
import { hydrateRoot } from "react-dom/client";
import type { IslandEntry } from "./define-island";
import { hydrateKeepingInput } from "./early-input";

/** Ends the current task: the browser may paint and handle input before the next step (long tasks block both). */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * The island runtime, an entry chunk of its own (app/browser/vite/island-entries.ts). <IslandScripts> imports it with
 * the page's island entries and calls this, which hydrates every <Island> of the page on Preact, with no router
 * (docs/decisions/0040). Each island hydrates in a task of its own, after the task that evaluated the modules:
 * a few shorter tasks instead of one long one. What the visitor entered in an island before then is handed to it
 * as it hydrates (early-input.ts).
 */
export async function hydrateIslands(entries: readonly IslandEntry[]) {
  const components = new Map(entries.map((e) => [e.name, e.component]));
  await nextTask();
  for (const element of document.querySelectorAll<HTMLElement>("[data-island]")) {
    await nextTask();
    const component = components.get(element.dataset.island ?? "");
    if (!component) {
      console.error(`No island named "${element.dataset.island}" on this page.`);
      continue;
    }
    const props = JSON.parse(element.dataset.props ?? "{}");
    hydrateKeepingInput(element, () => hydrateRoot(element, createElement(component, props)));
  }
  // When the page became interactive, for the benchmarks and for anyone profiling it.
  performance.mark("islands-hydrated");
}
