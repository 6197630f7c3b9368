import { afterEach, describe, expect, it, vi } from "vitest";
import { compactHeapAfterStartup } from "./compact-heap.server";

const holder = globalThis as { gc?: unknown };
const original = holder.gc;

describe("compactHeapAfterStartup", () => {
  afterEach(() => {
    holder.gc = original;
  });

  it("does nothing without --expose-gc (no globalThis.gc)", () => {
    holder.gc = undefined;
    expect(compactHeapAfterStartup()).toBeUndefined();
  });

  it("runs one synchronous, last-resort major collection and says how long it took", () => {
    const gc = vi.fn<(options: unknown) => void>();
    holder.gc = gc;
    expect(compactHeapAfterStartup()).toBeGreaterThanOrEqual(0);
    expect(gc).toHaveBeenCalledTimes(1);
    expect(gc).toHaveBeenCalledWith({ type: "major", execution: "sync", flavor: "last-resort" });
  });
});
