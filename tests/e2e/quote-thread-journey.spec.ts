/**
 * Quotes and messages on the platform, end to end in Chromium as ONE journey: two heating pros buy a homeowner's
 * request → both send a quote from the lead page → the homeowner compares them on the request page → asks a question by
 * replying to the quote's e-mail (through the app's inbound SMTP server; only the new text is kept) → the pro answers on
 * the dashboard → the homeowner sees the answer and accepts that quote → the pro is told and confirms the job, the other
 * pro is told politely → the pro's profile shows how soon it usually replies.
 *
 * Other specs share the server and database: this run's two pros serve Helena, MT (59601), far from every demo
 * contractor and every other spec's area.
 */
import { expect, test, type Browser, type Page } from "@playwright/test";
import { createTransport } from "nodemailer";
import { clientValidationReady, unique } from "./forms-support";
import { approveWithDocumentDates } from "./support/admin-approval";
import { acceptInvitation, submitApplication } from "./support/contractor-application";
import { linkInMail, mailTo } from "./support/mail";
import { guardPage } from "./support/page-guard";
import { ADMIN_EMAIL, signInWith } from "./support/sign-in";

const ZIP = "59601";
const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

async function newPage(browser: Browser, baseURL: string): Promise<{ page: Page; problems: string[] }> {
  const page = await (await browser.newContext()).newPage();
  return { page, problems: guardPage(page, baseURL) };
}

/** What sticks out of a phone's 320 px, with every <details> open (the widest state): "" when the page fits. */
async function overflowAt320(page: Page): Promise<string> {
  const before = page.viewportSize();
  await page.setViewportSize({ width: 320, height: 800 });
  const overflow = await page.evaluate(async () => {
    for (const d of document.querySelectorAll("details")) d.open = true;
    await document.fonts.ready;
    if (document.documentElement.scrollWidth <= window.innerWidth) return "";
    const out = [...document.body.querySelectorAll("*")].filter((el) => el.getBoundingClientRect().right > window.innerWidth + 0.5);
    return out
      .map((el) => `<${el.tagName.toLowerCase()} class="${String(el.className).slice(0, 60)}"> ${Math.round(el.getBoundingClientRect().right)}px`)
      .join("\n");
  });
  if (before) await page.setViewportSize(before);
  return overflow;
}

type Pro = { business: string; email: string; page: Page; problems: string[] };

/** A heating pro in Helena applies, is approved, sets its password and tops up. */
async function approvedPro(browser: Browser, baseURL: string, admin: Page, business: string, email: string, phone: string): Promise<Pro> {
  const visitor = await newPage(browser, baseURL);
  await submitApplication(visitor.page, {
    business,
    first: "Dana",
    last: "Whitford",
    email,
    phone,
    license: "MT-HV-4410",
    years: "12",
    category: "hvac",
    areas: `Helena\n${ZIP}`,
    insurer: "Treasure State Mutual",
  });
  await visitor.page.context().close();
  await admin.goto("/admin/applications?status=submitted");
  await admin.getByRole("link", { name: business }).click();
  await approveWithDocumentDates(admin);
  await expect(admin.getByText("Application approved. The contractor account was created")).toBeVisible();
  const pro = await newPage(browser, baseURL);
  await acceptInvitation(pro.page, await linkInMail(email, /\/invite\//), `thread-${business.length}-correct-horse-battery`);
  await pro.page.goto("/pro/balance");
  await pro.page.getByLabel("Amount in dollars").fill("200");
  await pro.page.getByRole("button", { name: "Add test funds" }).click();
  await expect(pro.page.getByText("Added $200.00 to your balance.")).toBeVisible();
  return { business, email, ...pro };
}

async function buyAndQuote(pro: Pro, id: string, price: string): Promise<string> {
  await pro.page.goto("/pro");
  const card = pro.page.getByTestId("available-lead").filter({ hasText: id });
  await card.getByRole("link", { name: /^Buy lead for \$/ }).click();
  await card.getByRole("button", { name: /^Confirm: buy for \$/ }).click();
  await expect(pro.page).toHaveURL(/\/pro\/leads\/[0-9a-f-]{36}\?bought=1$/);
  const leadPath = new URL(pro.page.url()).pathname;
  const quote = pro.page.getByRole("form", { name: "Send a quote" });
  await quote.getByLabel("Price in dollars (or from)").fill(price);
  await quote.getByLabel("What the price includes").fill("Removal of the old furnace, a 96% AFUE furnace, venting, permit and haul-away.");
  await quote.getByLabel("Earliest start").fill(day(5));
  await quote.getByLabel("Quote valid until").fill(day(30));
  await quote.getByRole("button", { name: "Send quote" }).click();
  await expect(pro.page.getByText("Quote sent. The homeowner was e-mailed")).toBeVisible();
  await expect(pro.page.getByTestId("quote-status")).toHaveText("Sent");
  return leadPath;
}

test("two pros quote → the homeowner compares, asks by e-mail reply, reads the answer and accepts → the pro confirms, the other is told → the profile shows the reply time", async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(300_000);
  const id = unique();
  const last4 = 2000 + (Number.parseInt(id.slice(-6), 36) % 7000);
  const homeowner = { name: "Casey Brandt", email: `casey.${id}@example.com`, phone: `(406) 555-${last4 + 2}` };
  const admin = await newPage(browser, baseURL!);
  await signInWith(admin.page, ADMIN_EMAIL, /\/admin$/);
  const chosen = await approvedPro(browser, baseURL!, admin.page, `Big Sky Heating ${id}`, `owner.${id}@bigsky-heating.com`, `(406) 555-${last4}`);
  const other = await approvedPro(browser, baseURL!, admin.page, `Last Chance HVAC ${id}`, `owner.${id}@lastchance-hvac.com`, `(406) 555-${last4 + 1}`);

  // 1. The homeowner asks two heating pros for quotes.
  const visitor = await newPage(browser, baseURL!);
  const home = visitor.page;
  await home.goto("/get-quotes");
  const form = home.locator("#quote-form form");
  await clientValidationReady(form);
  await form.getByLabel("ZIP Code").fill(ZIP);
  await form.getByLabel("Project Type").selectOption("hvac");
  await form.getByLabel("When do you need the work done?").selectOption("within-month");
  await form.getByLabel("Do you own the property?").selectOption("owner");
  await form.getByLabel("Project Details").fill(`The furnace is 25 years old and short-cycles (${id}).`);
  await form.getByLabel("Full Name").fill(homeowner.name);
  await form.getByLabel("Email").fill(homeowner.email);
  await form.getByLabel("Mobile Phone").fill(homeowner.phone);
  await form.getByRole("radio", { name: "2 pros", exact: true }).check();
  await form.getByRole("checkbox").check();
  await form.getByRole("button", { name: "Get My Free Quotes" }).click();
  await expect(home).toHaveURL(/\/get-quotes\/confirmation\?ref=THP-[A-Z0-9]+/);

  // 2. Both pros buy it and send a quote from the lead page.
  const chosenLead = await buyAndQuote(chosen, id, "8500");
  await buyAndQuote(other, id, "9900");

  // 3. The quote's e-mail links the request page, where the quotes stand side by side.
  const quoteMail = await mailTo(homeowner.email, new RegExp(`^${chosen.business} sent you a quote`));
  const requestPage = await linkInMail(homeowner.email, /\/my-request\//);
  await home.goto(requestPage);
  await expect(home.getByTestId("reply-progress")).toContainText("2 of 2 pros have sent a quote");
  const quotes = home.getByTestId("request-quote");
  await expect(quotes).toHaveCount(2);
  const chosenCard = quotes.filter({ hasText: chosen.business });
  await expect(chosenCard.getByTestId("quote-price")).toHaveText("$8,500.00");
  await expect(chosenCard).toContainText("Removal of the old furnace");
  await expect(quotes.filter({ hasText: other.business }).getByTestId("quote-price")).toHaveText("$9,900.00");

  // 4. The homeowner asks a question by replying to the quote's e-mail; the app's SMTP server takes it.
  expect(quoteMail.replyTo).toMatch(/^reply\+[0-9a-f]{32}h[0-9a-f]{20}@reply\.e2e\.test$/);
  const smtp = createTransport({ host: "127.0.0.1", port: Number(process.env.E2E_INBOUND_SMTP_PORT), secure: false, ignoreTLS: true });
  await smtp.sendMail({
    from: homeowner.email,
    to: quoteMail.replyTo!,
    subject: `Re: ${quoteMail.subject}`,
    text: `Does the price include a new thermostat?\n\nOn Monday ${chosen.business} wrote:\n> Price: $8,500.00\n> Includes: Removal of the old furnace`,
  });
  smtp.close();

  // 5. The pro reads only the new text on its lead page, and answers there.
  await chosen.page.goto(chosenLead);
  const thread = chosen.page.getByTestId("thread");
  await expect(thread.getByTestId("thread-message")).toHaveCount(1);
  await expect(thread).toContainText("Does the price include a new thermostat?");
  await expect(thread).toContainText("by e-mail");
  await expect(thread).not.toContainText("Removal of the old furnace");
  await expect(thread).not.toContainText(homeowner.email);
  await thread.getByLabel(`Write to ${homeowner.name}`).fill("Yes: a programmable thermostat is included, installed and set up.");
  await thread.getByRole("button", { name: "Send message" }).click();
  await expect(chosen.page.getByText("Message sent. The homeowner was e-mailed.")).toBeVisible();

  // 6. The homeowner reads the answer on the request page and accepts that quote.
  await home.reload();
  const homeThread = home.locator(`details:has-text("Messages with ${chosen.business}")`);
  await expect(homeThread).toContainText("Yes: a programmable thermostat is included");
  await chosenCard.getByRole("button", { name: "Accept" }).click();
  await expect(home.getByText("Quote accepted. We told the pro")).toBeVisible();
  // Both sides' pages, with the quotes, the forms and the thread, fit a small phone.
  expect(await overflowAt320(home)).toBe("");
  await chosen.page.goto(chosenLead);
  expect(await overflowAt320(chosen.page)).toBe("");
  await expect(quotes.filter({ hasText: chosen.business }).getByTestId("quote-status")).toContainText("You accepted this quote");

  // 7. The chosen pro is told and confirms the job; the other is told politely.
  await mailTo(chosen.email, /was accepted/);
  await mailTo(other.email, /the homeowner chose another quote$/);
  await chosen.page.reload();
  await expect(chosen.page.getByTestId("quote-status")).toHaveText("Accepted");
  await chosen.page.getByRole("button", { name: "Confirm the job" }).click();
  await expect(chosen.page.getByText("Job confirmed.")).toBeVisible();
  await expect(chosen.page.getByTestId("quote-status")).toHaveText("Hired");

  // 8. The pro's profile says how soon it usually replies (its quote came minutes after it bought).
  await home.goto(requestPage);
  await quotes.filter({ hasText: chosen.business }).getByRole("link", { name: chosen.business }).click();
  await expect(home.getByTestId("profile-reply-time")).toHaveText(/Usually replies within \d+ minutes/);

  for (const p of [visitor, admin, chosen, other]) expect(p.problems).toEqual([]);
  for (const p of [visitor, admin, chosen, other]) await p.page.context().close();
});
