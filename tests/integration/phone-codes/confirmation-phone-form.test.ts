/**
 * The confirmation page's phone check as a browser without JavaScript uses it (decision 0048), through the route
 * module on both engines: the page from the redirect (with its key) shows the code form; a wrong code is a 422 with
 * the message for the field; without the key the page only says where to enter the code and a post is a 404; the
 * right code is answered with the page saying the phone is verified; with LEAD_PHONE_VERIFICATION=off there is no form.
 */
import { submitForm } from "~/web/submit-form.server";
import { and, desc, eq } from "drizzle-orm";
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { afterAll, describe, expect, it } from "vitest";
import { outbox } from "~/db/schema";
import { PhoneCheck } from "~/components/phone-check";
import { confirmationPath } from "~/domain/quote-requests/phone-code-keys.server";
import { receiveTextReply } from "~/domain/privacy/receive-text-reply.server";
import { handleQuoteRequestSubmission, quoteRequestPost } from "~/domain/quote-requests/handle-quote-request-submission.server";
import type { PhoneCheckView } from "~/forms/phone-code";
import * as confirmationRoute from "~/routes/get-quotes-confirmation";
import { phoneFor } from "../../support/form-cases";
import { context, urlencodedPost } from "../../support/form-requests";
import { browserHeaders, RENDER_TOKEN_FIELD, renderTokenAt } from "../../support/submission-signals";
import { testEngines } from "../../support/test-database";
import { formPost, getRequest, removeDataDir, routeEnv, run, useRouteDatabase, withEnv } from "../authorization/route-harness";

afterAll(() => removeDataDir());
const PATTERN = "/get-quotes/confirmation";
let n = 0;

describe.each(testEngines())("the confirmation page's phone form on %s", (engine) => {
  const database = useRouteDatabase(engine);
  const required = { LEAD_PHONE_VERIFICATION: "required" as const };

  async function sendRequest() {
    n += 1;
    const now = new Date();
    const phone = phoneFor(6100 + n + (engine === "pglite" ? 0 : 300));
    const form = {
      fullName: "Ann Lee",
      email: `ann.form.${n}@example.com`,
      phone,
      zip: "10001",
      category: "roofing",
      details: `New roof ${n}.`,
      pros: "1",
      consent: "on",
      timeline: "within-month",
      ownership: "owner",
      [RENDER_TOKEN_FIELD]: await renderTokenAt(database.db, now, 90),
    };
    const request = urlencodedPost("/get-quotes", form, browserHeaders(`form-device-${n}`));
    const result = await submitForm(
      quoteRequestPost,
      handleQuoteRequestSubmission,
      request,
      context(database.db, { ...routeEnv(), ...required }, { now, ip: `203.0.113.${n}` }),
      { measure: true },
    );
    if (!result.ok) throw new Error("refused");
    const [text] = await database.db
      .select({ text: outbox.text })
      .from(outbox)
      .where(and(eq(outbox.kind, "quote-request.phone-code"), eq(outbox.to, "+1" + phone.replace(/\D/g, ""))))
      .orderBy(desc(outbox.createdAt))
      .limit(1);
    return {
      reference: result.reference,
      phone: "+1" + phone.replace(/\D/g, ""),
      path: await confirmationPath(database.db, result.reference),
      code: /\d{6}/.exec(text!.text)![0],
    };
  }

  it("takes the code in a plain form post: a wrong one gets its message, the right one verifies the phone", async () => {
    await withEnv(required, async () => {
      const { path, code } = await sendRequest();
      const page = await run(confirmationRoute.loader, PATTERN, getRequest(path));
      expect((page.body as { phoneCheck: PhoneCheckView }).phoneCheck).toMatchObject({ mode: "required", canAct: true, codeSent: true, verifiedAt: null });
      const wrong = await run(confirmationRoute.action, PATTERN, formPost(path, { intent: "verify-phone", code: code === "000000" ? "111111" : "000000" }));
      expect(wrong.status).toBe(422);
      expect(wrong.body).toMatchObject({ ok: false, intent: "verify-phone", error: "That code is not right. 4 tries left." });
      const empty = await run(confirmationRoute.action, PATTERN, formPost(path, { intent: "verify-phone", code: "" }));
      expect(empty.status).toBe(400);
      const right = await run(confirmationRoute.action, PATTERN, formPost(path, { intent: "verify-phone", code }));
      expect(right.status).toBe(200);
      const after = await run(confirmationRoute.loader, PATTERN, getRequest(path));
      expect((after.body as { phoneCheck: PhoneCheckView }).phoneCheck.verifiedAt).not.toBeNull();
    });
  });

  it("lets nobody without the page's key enter or ask for codes", async () => {
    await withEnv(required, async () => {
      const { reference, code } = await sendRequest();
      const bare = `${PATTERN}?ref=${reference}`;
      const page = await run(confirmationRoute.loader, PATTERN, getRequest(bare));
      expect((page.body as { phoneCheck: PhoneCheckView }).phoneCheck.canAct).toBe(false);
      expect((await run(confirmationRoute.action, PATTERN, formPost(bare, { intent: "verify-phone", code }))).status).toBe(404);
      expect((await run(confirmationRoute.action, PATTERN, formPost(`${bare}&key=${"0".repeat(32)}`, { intent: "resend-code" }))).status).toBe(404);
    });
  });

  it("tells a homeowner whose number replied STOP that no code can reach it, and how to get texts again", async () => {
    await withEnv(required, async () => {
      const { path, phone } = await sendRequest();
      await receiveTextReply({ db: database.db, env: routeEnv() }, { from: phone, body: "STOP", messageSid: `SM${crypto.randomUUID().replaceAll("-", "")}` });
      const page = await run(confirmationRoute.loader, PATTERN, getRequest(path));
      expect((page.body as { phoneCheck: PhoneCheckView }).phoneCheck).toMatchObject({ textsBlocked: true, codeSent: true });
      await receiveTextReply({ db: database.db, env: routeEnv() }, { from: phone, body: "START", messageSid: `SM${crypto.randomUUID().replaceAll("-", "")}` });
      const again = await run(confirmationRoute.loader, PATTERN, getRequest(path));
      expect((again.body as { phoneCheck: PhoneCheckView }).phoneCheck.textsBlocked).toBe(false);
    });
  });

  it("shows no form when codes are off", async () => {
    const { path } = await withEnv(required, sendRequest);
    await withEnv({ LEAD_PHONE_VERIFICATION: "off" }, async () => {
      const page = await run(confirmationRoute.loader, PATTERN, getRequest(path));
      expect((page.body as { phoneCheck: unknown }).phoneCheck).toBeNull();
      expect((await run(confirmationRoute.action, PATTERN, formPost(path, { intent: "resend-code" }))).status).toBe(404);
    });
  });
});

describe("the phone form's markup", () => {
  const base: PhoneCheckView = { mode: "required", verifiedAt: null, closed: false, canAct: true, codeSent: true, textsBlocked: false, startNumber: null };
  const render = (view: PhoneCheckView, result?: Parameters<typeof PhoneCheck>[0]["result"]) => {
    const Stub = createRoutesStub([{ path: "/", Component: () => createElement(PhoneCheck, { view, result }) }]);
    return renderToString(createElement(Stub, { initialEntries: ["/"] }));
  };
  it("is a plain POST form with the field's message next to it", () => {
    const html = render({ ...base, verifiedAt: null }, { ok: false, intent: "verify-phone", error: "That code is not right. 4 tries left." });
    expect(html).toMatch(/<form [^>]*method="post"/);
    expect(html).toContain('name="code"');
    expect(html).toContain('aria-describedby="phone-code-error"');
    expect(html).toContain("That code is not right. 4 tries left.");
    expect(html).toContain("Send a new code");
  });
  it("says why no code comes to a number that replied STOP, and the number to text START to", () => {
    const html = render({ ...base, textsBlocked: true, startNumber: "(212) 555-0100" });
    expect(html).toContain("This number replied STOP to our texts, so no code can reach it. Text START to (212) 555-0100");
    expect(html).not.toContain("We texted a 6-digit code");
  });
  it("says the phone is verified and what happens next", () => {
    const html = render({ ...base, verifiedAt: "2026-12-01T19:10:00.000Z" });
    expect(html).toContain("Phone verified");
    expect(html).toContain("goes to the pros who serve your area");
  });
});
