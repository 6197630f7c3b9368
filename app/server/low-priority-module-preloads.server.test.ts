import { describe, expect, it } from "vitest";
import { lowPriorityModulePreloads } from "./low-priority-module-preloads.server";

describe("lowPriorityModulePreloads", () => {
  it("marks every modulepreload link low priority and leaves the rest of the document as it was", () => {
    const html =
      '<head><link rel="stylesheet" href="/a.css"/><link rel="modulepreload" href="/assets/entry.client-1.js"/>' +
      '<link rel="modulepreload" href="/assets/root-2.js" nonce="n"/><title>Prix — 5 €</title></head><body>rel="modulepreload"</body>';
    expect(lowPriorityModulePreloads(html)).toBe(
      '<head><link rel="stylesheet" href="/a.css"/><link rel="modulepreload" fetchpriority="low" href="/assets/entry.client-1.js"/>' +
        '<link rel="modulepreload" fetchpriority="low" href="/assets/root-2.js" nonce="n"/><title>Prix — 5 €</title></head><body>rel="modulepreload"</body>',
    );
  });

  it("passes a document without modulepreload links through unchanged", () => {
    const plain = "<html><head><title>No scripts</title></head><body>&lt;link rel=</body></html>";
    expect(lowPriorityModulePreloads(plain)).toBe(plain);
  });
});
