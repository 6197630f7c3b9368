/**
 * The embedded database (PGlite) as a real server process sees it: the data
 * directory lock (docs/decisions/0008) and the exit after a failed write
 * (app/db/pglite-failure.server.ts), against the production build.
 */
import { execFileSync } from "node:child_process";
import { closeSync, mkdirSync, mkdtempSync, openSync, rmSync, writeSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { formCases } from "../support/form-cases";
import { launchAppProcess, type AppProcess } from "./app-process";
import { quoteRequestOverHttp } from "./browser-posts";

const running: AppProcess[] = [];
async function launch(dataDir: string, settings: Record<string, string> = {}): Promise<AppProcess> {
  const app = await launchAppProcess(dataDir, settings);
  running.push(app);
  return app;
}
afterEach(async () => {
  await Promise.all(running.splice(0).map((app) => app.stop()));
});

/** A failed sign-in: reads the database and writes its rate-limit and failure counters. */
function badSignIn(origin: string): Promise<Response> {
  return fetch(`${origin}/login`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", origin, "sec-fetch-site": "same-origin" },
    body: new URLSearchParams({ email: "nobody@example.com", password: "not the password at all", redirectTo: "" }).toString(),
  });
}

const REFUSED = /already in use by another process/;

describe("data directory lock", () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), "thp-lock-server-"));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it("refuses a second server while the first lives, and lets a restart in at once after kill -9", async () => {
    const first = await launch(dataDir);
    expect(await first.started()).toBe("listening");

    const second = await launch(dataDir);
    expect(await second.started()).toMatchObject({ exit: 1 });
    expect(second.output()).toMatch(REFUSED);

    first.child.kill("SIGKILL");
    expect(await first.exited).toBe("SIGKILL");
    // At once: an mtime lock would refuse this start until it went stale (10 s).
    const restartedAt = Date.now();
    const restarted = await launch(dataDir);
    expect({ started: await restarted.started(), output: restarted.output() }).toMatchObject({ started: "listening" });
    console.log(`restart after kill -9 answered in ${Date.now() - restartedAt} ms`);
    expect(restarted.output()).not.toMatch(REFUSED);
    expect((await badSignIn(restarted.origin)).status).toBeLessThan(500);
  });

  it("refuses a second server while the first is paused past any stale window, and the first serves on after SIGCONT", async () => {
    const first = await launch(dataDir);
    expect(await first.started()).toBe("listening");
    first.child.kill("SIGSTOP");
    try {
      // Longer than the old lock's 10 s stale window, on purpose.
      await new Promise((r) => setTimeout(r, 12_000));
      const second = await launch(dataDir);
      expect(await second.started()).toMatchObject({ exit: 1 });
      expect(second.output()).toMatch(REFUSED);
    } finally {
      first.child.kill("SIGCONT");
    }
    expect((await badSignIn(first.origin)).status).toBeLessThan(500);
    expect(first.output()).not.toMatch(/ECOMPROMISED|unusable/);
  });
});

/** A small tmpfs to fill up: needs root (mount); skipped elsewhere. */
function mountTmpfs(dir: string, size: string): boolean {
  if (process.getuid?.() !== 0) return false;
  try {
    execFileSync("mount", ["-t", "tmpfs", "-o", `size=${size}`, "tmpfs", dir], { stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
}

/** Write zeros until the file system has no room left. */
function fillUp(file: string): void {
  const fd = openSync(file, "w");
  try {
    for (const chunk of [1 << 20, 1 << 12, 1]) {
      const zeros = Buffer.alloc(chunk);
      for (;;) {
        try {
          writeSync(fd, zeros);
        } catch {
          break;
        }
      }
    }
  } finally {
    closeSync(fd);
  }
}

describe("embedded database on a full disk", () => {
  const root = mkdtempSync(path.join(tmpdir(), "thp-full-"));
  const mounted = mountTmpfs(root, "160m");
  afterAll(() => {
    if (mounted) execFileSync("umount", ["-l", root]);
    rmSync(root, { recursive: true, force: true });
  });

  it.skipIf(!mounted)("exits with status 70 after a failed write instead of answering errors forever", async () => {
    const dataDir = path.join(root, "data");
    mkdirSync(dataDir);
    const app = await launch(dataDir, { RATE_LIMIT_LOGIN_MAX: "100000", RATE_LIMIT_FORM_MAX: "100000" });
    expect({ started: await app.started(), output: app.output() }).toMatchObject({ started: "listening" });
    expect((await badSignIn(app.origin)).status).toBeLessThan(500);

    fillUp(path.join(root, "filler"));
    // Writes now fail as soon as a table or the WAL needs room; the first such failure must end the process. A failed
    // sign-in mostly rewrites the same counter rows (room inside pages it has), so quote requests are sent too: each
    // adds new rows (request, leads, its e-mail), and tables soon need a new page (under load a run of sign-ins alone
    // once took more than a minute to need one).
    const quote = formCases.find((c) => c.path === "/get-quotes")!;
    const deadline = Date.now() + 120_000;
    let exit: number | string | undefined;
    for (let n = 0; exit === undefined && Date.now() < deadline; n++) {
      await badSignIn(app.origin).catch(() => undefined);
      await quoteRequestOverHttp(app.origin, { ...quote.valid(n), details: `Full disk ${n}: ${"x".repeat(1500)}` }).catch(() => undefined);
      exit = await Promise.race([app.exited, new Promise<undefined>((r) => setTimeout(() => r(undefined), 100))]);
    }
    expect({ exit, output: app.output() }).toMatchObject({ exit: 70 });
    expect(app.output()).toMatch(/embedded database unusable/);
  });
});
