/**
 * `npm run dev`, as README.md's Contributing section documents it (readme-commands.test.ts maps the line here):
 * the development server, run as written from a folder of the repository with its own DATA_DIR (on a clean
 * checkout's cold dependency cache in CI), driven in Debian's Chromium. The production build's pages are the e2e
 * suite's; this checks what only development does: every page hydrating whole on Preact (decision 0033), Vite's
 * stylesheet, and the reload when a module is saved.
 */
import { mkdirSync, mkdtempSync, rmSync, utimesSync } from "node:fs";
import path from "node:path";
import { chromium } from "@playwright/test";
import { afterAll, describe, expect, it, onTestFailed } from "vitest";
import { readmeCommands, startShell, type LongRunning } from "./readme-commands";

describe("npm run dev", () => {
  mkdirSync(".tmp", { recursive: true });
  const work = path.resolve(mkdtempSync(path.join(".tmp", "dev-")));
  let running: LongRunning | undefined;

  afterAll(async () => {
    await running?.stop();
    rmSync(work, { recursive: true, force: true });
  }, 60_000);

  it("serves from the sources; a page hydrates on Preact with its stylesheet, a quote request is stored, a saved module reloads it", async () => {
    const command = readmeCommands().find((c) => c.command === "npm run dev")?.command;
    expect(command, 'README.md documents "npm run dev"').toBe("npm run dev");
    const server = startShell(command!, { cwd: work, env: { DATA_DIR: path.join(work, "dev-data") } });
    running = server;
    onTestFailed(() => console.log(`--- npm run dev ---\n${server.output().slice(-6000)}`));
    const [, devOrigin] = await server.waitFor(/Local:\s+(http:\/\/localhost:\d+)\//, 180_000);
    const browser = await chromium.launch({ executablePath: "/usr/bin/chromium" });
    try {
      const page = await browser.newPage();
      const errors: string[] = [];
      page.on("pageerror", (error) => errors.push(error.message));
      // Chromium asks for /favicon.ico once while the router swaps the <head> of a new page (the site serves /favicon.svg).
      page.on("console", (m) => m.type() === "error" && !m.location().url.endsWith("/favicon.ico") && errors.push(m.text()));
      const posts: string[] = [];
      page.on("request", (r) => r.method() === "POST" && posts.push(new URL(r.url()).pathname));
      // The dependency optimizer's first bundling happens on this visit: a cold start in CI takes a while.
      await page.goto(`${devOrigin}/get-quotes`, { timeout: 120_000 });
      const form = page.locator("#quote-form form");
      // Set once React (Preact in the browser) runs the form: two copies of React failed right here before.
      const hydrated = form.and(page.locator("[data-client-validation]"));
      await hydrated.waitFor({ timeout: 120_000 });
      // The stylesheet applies (it vanished with hydration when it was a <style> Vite injected).
      expect(await page.evaluate(() => getComputedStyle(document.body).display)).toBe("flex");
      await form.getByLabel("Full Name").fill("Dev Loop");
      await form.getByLabel("Email").fill("dev.loop@example.com");
      await form.getByLabel("Mobile Phone").fill("(212) 555-7310");
      await form.getByLabel("ZIP Code").fill("10001");
      await form.getByLabel("Project Type").selectOption("roofing");
      await form.getByLabel("When do you need the work done?").selectOption("within-month");
      await form.getByLabel("Do you own the property?").selectOption("owner");
      await form.getByLabel("Project Details").fill("Replace the shingles on a small roof.");
      await form.locator('input[name="pros"][value="1"]').check();
      await form.getByRole("checkbox").check();
      await form.getByRole("button", { name: "Get My Free Quotes" }).click();
      await page.waitForURL(/\/get-quotes\/confirmation\?ref=THP-/, { timeout: 60_000 });
      expect(await page.getByTestId("quote-reference").innerText()).toMatch(/^THP-[2-9A-HJKMNP-Z]{6}$/);
      // Posted by the router in the page (its data request), not as a document.
      expect(posts).toEqual(["/get-quotes.data"]);

      // Saving a module the page uses reloads it (React Refresh does nothing on Preact). The file is saved unchanged,
      // its time only: other tests may be building from these sources at the same time.
      await page.goto(`${devOrigin}/get-quotes`);
      await hydrated.waitFor();
      const reloaded = page.waitForEvent("load", { timeout: 30_000 });
      const now = new Date();
      utimesSync("app/routes/get-quotes.tsx", now, now);
      await reloaded;
      await hydrated.waitFor();
      expect(errors).toEqual([]);
    } finally {
      await browser.close();
    }
  }, 420_000);
});
