/**
 * The entry points that import the server build end by setting
 * process.exitCode and letting node stop, never by calling process.exit().
 * Called while V8's background threads are still busy with the freshly
 * imported build, process.exit() joins them without tearing the isolate down,
 * and one that waits for the main thread to collect garbage waits forever:
 * admin:create printed its refusal and then did not end (twice on CI; under
 * `node --stress-concurrent-allocation` about one run in twenty, the main
 * thread in NodePlatform::Shutdown, a V8 worker in
 * CollectionBarrier::AwaitCollectionBackground). See
 * scripts/load-server-build.js.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

const ENTRY_POINTS = ["scripts/admin-create.ts", "scripts/load-server-build.js", "server.js"];

/** The source without its comments, so prose about process.exit() does not count. */
function code(file: string): string {
  return readFileSync(file, "utf8")
    .replace(/\/\*[\s\S]*?\*\//g, "")
    .replace(/(^|[^:"'`])\/\/.*$/gm, "$1");
}

describe("commands that load the server build", () => {
  it.each(ENTRY_POINTS)("%s never calls process.exit()", (file) => {
    expect(code(file)).not.toMatch(/process\s*\.\s*(exit|reallyExit)\s*\(/);
  });

  it("admin:create sets its exit code instead", () => {
    expect(code("scripts/admin-create.ts")).toMatch(/process\.exitCode = /);
  });
});
