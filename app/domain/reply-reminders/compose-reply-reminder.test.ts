import { describe, expect, it } from "vitest";
import { composeReplyReminderEmail, composeReplyReminderPush } from "./compose-reply-reminder";

const reminder = { purchaseId: "p-1", reference: "THP-7K3M9Q", to: "pro@example.com", contactName: "Sam Pro" };

describe("the reply reminder", () => {
  it("names the lead by its reference, links to it, and says it is the only one", () => {
    const mail = composeReplyReminderEmail(reminder, "https://example.com");
    expect(mail).toMatchObject({ kind: "lead.reply-reminder", to: "pro@example.com", subject: "THP-7K3M9Q is still waiting for your quote" });
    expect(mail.text).toContain("Hi Sam,");
    expect(mail.text).toContain("Send your quote or a message: https://example.com/pro/leads/p-1");
    expect(mail.text).toContain("This is the only reminder for this lead.");
  });

  it("as a push notification, one per purchase", () => {
    expect(JSON.parse(composeReplyReminderPush(reminder, "https://example.com"))).toEqual({
      title: "THP-7K3M9Q is still waiting for your quote",
      body: "Send the homeowner your quote or a message.",
      url: "https://example.com/pro/leads/p-1",
      tag: "reply-reminder-p-1",
    });
  });
});
