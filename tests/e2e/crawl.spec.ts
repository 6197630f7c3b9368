import { expect, test } from "@playwright/test";
import { publicRoutes } from "../../app/public-routes.ts";
import { expectNoConflictingClasses } from "./support/class-conflicts";

/**
 * Follows every internal link on every page (server-rendered HTML) and expects none to be broken, and no page to
 * give an element two conflicting Tailwind classes (support/class-conflicts.ts).
 */
test("no internal link is broken", async ({ request, baseURL }) => {
  test.setTimeout(180_000);
  const origin = new URL(baseURL!).origin;
  const seen = new Map<string, number>();
  const queue = publicRoutes.map((r) => r.path);
  const linkedFrom = new Map<string, string>();
  while (queue.length) {
    const path = queue.shift()!;
    if (seen.has(path)) continue;
    const res = await request.get(path, { maxRedirects: 0 });
    seen.set(path, res.status());
    if (!(res.headers()["content-type"] ?? "").includes("text/html")) continue;
    const html = await res.text();
    expectNoConflictingClasses(html, path);
    for (const match of html.matchAll(/<a\s[^>]*href="([^"]+)"/g)) {
      const href = match[1]!.replaceAll("&amp;", "&");
      if (/^(mailto:|tel:)/.test(href)) continue;
      const url = new URL(href, `${origin}${path}`);
      expect(url.origin, `external link ${href} on ${path}`).toBe(origin);
      const target = url.pathname + url.search;
      if (!seen.has(target) && !queue.includes(target)) {
        queue.push(target);
        linkedFrom.set(target, path);
      }
    }
  }
  const broken = [...seen].filter(([, status]) => status >= 400).map(([p, s]) => `${p} (${s}) linked from ${linkedFrom.get(p)}`);
  expect(broken).toEqual([]);
  expect(seen.size).toBeGreaterThan(publicRoutes.length);
});
