import { expect, test } from "@playwright/test";

test("an unknown path answers 404 with the not-found page", async ({ page }) => {
  const messages: string[] = [];
  page.on("console", (m) => messages.push(m.text()));
  const response = await page.goto("/this/does-not-exist");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "404" })).toBeVisible();
  await expect(page.getByText("Oops! Page not found")).toBeVisible();
  await page.getByRole("link", { name: "Return to Home" }).click();
  await expect(page).toHaveURL(/\/$/);
  expect(messages.some((m) => m.includes("/this/does-not-exist"))).toBe(true);
});

test("unknown blog articles, services and calculators are 404s too", async ({ request }) => {
  for (const path of ["/blog/nope", "/services/nope", "/calculators/nope"]) {
    expect((await request.get(path)).status(), path).toBe(404);
  }
});
