/**
 * A write that fails half-way (a full disk) must leave no file behind: not the
 * partial one, and not the files of the same submission written before it.
 * The failure is injected into fs/promises' writeFile: it writes half the
 * bytes, as a full disk would, then throws ENOSPC.
 */
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it, vi } from "vitest";

const failing = vi.hoisted(() => ({ afterWrites: Infinity, writes: 0 }));

vi.mock("node:fs/promises", async (importOriginal) => {
  const actual = await importOriginal<typeof import("node:fs/promises")>();
  const writeFile: typeof actual.writeFile = async (file, data, options) => {
    if (failing.writes++ < failing.afterWrites) return actual.writeFile(file, data, options);
    const bytes = data as Uint8Array;
    await actual.writeFile(file, bytes.subarray(0, Math.floor(bytes.byteLength / 2)), options);
    throw Object.assign(new Error("ENOSPC: no space left on device, write"), { code: "ENOSPC" });
  };
  return { ...actual, default: { ...actual, writeFile }, writeFile };
});

const { checkUpload, storeUploads, uploadsRoot } = await import("./uploads.server");

const PDF = new TextEncoder().encode("%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n");

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.join(e.parentPath, e.name));
}

describe("storeUploads when the disk fills up", () => {
  const dir = mkdtempSync(path.join(tmpdir(), "thp-uploads-full-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("throws and leaves no partial file and none of the set", async () => {
    const checked = await checkUpload(new File([PDF], "a.pdf"), "document");
    if (!checked.ok) throw new Error(checked.message);
    failing.writes = 0;
    failing.afterWrites = 1; // the first file is written whole, the second fails half-way
    await expect(storeUploads(dir, [checked.upload, checked.upload], new Date("2026-02-03T00:00:00Z"))).rejects.toThrow(/ENOSPC/);
    expect(failing.writes).toBe(2);
    expect(filesUnder(uploadsRoot(dir))).toEqual([]);
  });

  it("stores whole files under their final names when writes succeed", async () => {
    const checked = await checkUpload(new File([PDF], "a.pdf"), "document");
    if (!checked.ok) throw new Error(checked.message);
    failing.afterWrites = Infinity;
    const stored = await storeUploads(dir, [checked.upload], new Date("2026-02-03T00:00:00Z"));
    expect(filesUnder(uploadsRoot(dir))).toEqual([path.join(uploadsRoot(dir), stored[0]!.storedName)]);
  });
});
