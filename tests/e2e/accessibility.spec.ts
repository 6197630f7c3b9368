import { AxeBuilder } from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { publicRoutes } from "../../app/public-routes.ts";

for (const route of [...publicRoutes.map((r) => r.path), "/does-not-exist"]) {
  test(`axe finds no serious or critical violation on ${route}`, async ({ page }) => {
    await page.goto(route, { waitUntil: "networkidle" });
    const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"]).analyze();
    const bad = results.violations
      .filter((v) => v.impact === "serious" || v.impact === "critical")
      .map(
        (v) =>
          `${v.id}: ${v.help} (${v.nodes
            .map((n) => n.target.join(" "))
            .slice(0, 3)
            .join(", ")})`,
      );
    expect(bad).toEqual([]);
  });
}
