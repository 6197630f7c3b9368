import { eq } from "drizzle-orm";
import { submitForm } from "~/web/submit-form.server";
import { describe, expect, it } from "vitest";
import { contactMessages, outbox, pricingRequests } from "~/db/schema";
import { handleContactMessageSubmission, contactMessagePost } from "~/domain/contact-messages/handle-contact-message-submission.server";
import { handlePricingRequestSubmission, pricingRequestPost } from "~/domain/pricing-requests/handle-pricing-request-submission.server";
import { contactMessageMessages } from "~/forms/contact-message";
import { pricingRequestMessages } from "~/forms/pricing-request";
import { context, countRows, urlencodedPost } from "../../support/form-requests";
import { testEngines } from "../../support/test-database";
import { useTestDatabase } from "../../support/use-test-database";

let n = 8000;

describe.each(testEngines())("contact messages and pricing requests on %s", (engine) => {
  const t = useTestDatabase(engine);

  describe("contact", () => {
    const valid = () => ({
      firstName: "Ana",
      lastName: "García",
      email: `Ana.${++n}@Example.com`,
      phone: "(212) 555-2188",
      role: "contractor",
      message: "Line one\r\nLine two",
    });
    const submit = (fields: Record<string, string>) =>
      submitForm(contactMessagePost, handleContactMessageSubmission, urlencodedPost("/contact", fields), context(t.db, t.env));

    it("stores the message with the 'I am a...' role and acknowledges it", async () => {
      const fields = valid();
      expect(await submit(fields)).toEqual({ ok: true, status: 200, received: true });
      const [row] = await t.db.select().from(contactMessages).where(eq(contactMessages.email, fields.email.toLowerCase()));
      expect(row).toMatchObject({ firstName: "Ana", lastName: "García", phone: "+12125552188", role: "contractor", message: "Line one\nLine two" });
      const [mail] = await t.db.select().from(outbox).where(eq(outbox.to, row!.email));
      expect(mail!.text).toContain("will respond within 24 hours");
    });

    it.each([
      ["firstName", "", contactMessageMessages.firstName],
      ["email", "ana@", contactMessageMessages.emailInvalid],
      ["role", "", contactMessageMessages.role],
      ["message", "  ", contactMessageMessages.message],
      ["phone", "12", contactMessageMessages.phoneInvalid],
    ])("rejects %s = %j", async (field, value, message) => {
      const before = await countRows(t.db);
      const result = await submit({ ...valid(), [field]: value });
      expect(result).toMatchObject({ ok: false, status: 422, errors: { [field]: [message] } });
      expect(await countRows(t.db)).toEqual(before);
    });
  });

  describe("pricing request", () => {
    const valid = () => ({
      fullName: "Sam Lee",
      email: `sam.${++n}@lee.com`,
      phone: "415-555-2671",
      businessName: "Lee Plumbing",
      website: "leeplumbing.com",
      intent: "pricing-request",
    });
    const submit = (fields: Record<string, string>) =>
      submitForm(pricingRequestPost, handlePricingRequestSubmission, urlencodedPost("/pricing", fields), context(t.db, t.env));

    it("stores the request and acknowledges it", async () => {
      const fields = valid();
      expect(await submit(fields)).toEqual({ ok: true, status: 200, received: true });
      const [row] = await t.db.select().from(pricingRequests).where(eq(pricingRequests.email, fields.email));
      expect(row).toMatchObject({ fullName: "Sam Lee", phone: "+14155552671", businessName: "Lee Plumbing", website: "https://leeplumbing.com" });
      const [mail] = await t.db.select().from(outbox).where(eq(outbox.to, fields.email));
      expect(mail!.text).toContain("We'll contact you shortly with pricing details.");
    });

    it.each([
      ["fullName", "", pricingRequestMessages.fullName],
      ["email", "", pricingRequestMessages.emailRequired],
      ["email", "sam", pricingRequestMessages.emailInvalid],
      ["phone", "", pricingRequestMessages.phoneRequired],
      ["businessName", "", pricingRequestMessages.businessName],
      ["website", "javascript:alert(1)", "Please remove HTML or script code from this field."],
      ["website", "not a website", pricingRequestMessages.website],
    ])("rejects %s = %j", async (field, value, message) => {
      const before = await countRows(t.db);
      const result = await submit({ ...valid(), [field]: value });
      expect(result).toMatchObject({ ok: false, status: 422, errors: { [field]: [message] } });
      expect(await countRows(t.db)).toEqual(before);
    });
  });
});
