import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { describe, expect, it } from "vitest";
import { lowPriorityModulePreloads } from "./low-priority-module-preloads.server";

const html =
  '<head><link rel="stylesheet" href="/a.css"/><link rel="modulepreload" href="/assets/entry.client-1.js"/>' +
  '<link rel="modulepreload" href="/assets/root-2.js" nonce="n"/><title>Prix — 5 €</title></head><body>rel="modulepreload"</body>';
const expected =
  '<head><link rel="stylesheet" href="/a.css"/><link rel="modulepreload" fetchpriority="low" href="/assets/entry.client-1.js"/>' +
  '<link rel="modulepreload" fetchpriority="low" href="/assets/root-2.js" nonce="n"/><title>Prix — 5 €</title></head><body>rel="modulepreload"</body>';

/** Streams `bytes` through the rewrite cut into chunks at the given byte offsets. */
function through(bytes: Buffer, cuts: number[]): Promise<string> {
  const edges = [0, ...cuts, bytes.length];
  const chunks = edges.slice(1).map((end, i) => bytes.subarray(edges[i], end));
  return text(Readable.from(chunks).pipe(lowPriorityModulePreloads()));
}

describe("lowPriorityModulePreloads", () => {
  const bytes = Buffer.from(html);

  it("marks every modulepreload link low priority and leaves the rest of the document as it was", async () => {
    expect(await through(bytes, [])).toBe(expected);
  });

  it("finds the links however the stream is cut, also inside a tag or a multi-byte character", async () => {
    for (let cut = 1; cut < bytes.length; cut++) expect(await through(bytes, [cut])).toBe(expected);
    // One byte at a time.
    expect(await through(bytes, Array.from({ length: bytes.length - 1 }, (_, i) => i + 1))).toBe(expected);
  });

  it("runs the caller's final step and still sends the held-back end of the document (entry.server.tsx clears its timeout there)", async () => {
    let finalRan = false;
    const rewrite = lowPriorityModulePreloads({
      final(callback) {
        finalRan = true;
        callback();
      },
    });
    const ending = '<p>x</p><link rel="modu';
    expect(await text(Readable.from([Buffer.from(ending)]).pipe(rewrite))).toBe(ending);
    expect(finalRan).toBe(true);
  });

  it("passes a document without modulepreload links through unchanged", async () => {
    const plain = Buffer.from("<html><head><title>No scripts</title></head><body>&lt;link rel=</body></html>");
    expect(await through(plain, [40])).toBe(plain.toString());
  });
});
