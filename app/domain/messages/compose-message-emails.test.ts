import { describe, expect, it } from "vitest";
import { composeMessageToHomeowner, composeMessageToPro, quoted } from "./compose-message-emails";

const facts = { body: "Tuesday works.\n\nBring the ladder.", attachments: 2, reference: "THP-123456" };

describe("a thread's notifications", () => {
  it("quote the message line by line, as plain text", () => {
    expect(quoted("One\n\nTwo")).toBe("> One\n>\n> Two");
  });

  it("to the homeowner: the pro's business, the request page, Reply-To only with a reply address", () => {
    const base = {
      ...facts,
      to: "dana@example.com",
      fullName: "Dana Homeowner",
      businessName: "Acme Roofing",
      requestUrl: "https://thp.example/my-request/abc",
    };
    const withReply = composeMessageToHomeowner({ ...base, replyTo: "reply+x@reply.example.com" });
    expect(withReply.subject).toBe("New message from Acme Roofing about your request THP-123456");
    expect(withReply.text).toContain("> Tuesday works.\n>\n> Bring the ladder.\n(2 files attached)");
    expect(withReply.text).toContain("Or reply to this e-mail");
    expect(withReply.headers).toEqual({ "Reply-To": "reply+x@reply.example.com" });
    const without = composeMessageToHomeowner({ ...base, replyTo: null });
    expect(without.headers).toBeUndefined();
    expect(without.text).not.toContain("Or reply to this e-mail");
  });

  it("to the pro: the reference only, the lead's page, a short push", () => {
    const { email, push } = composeMessageToPro({
      ...facts,
      body: "x".repeat(300),
      to: "pro@example.com",
      contactName: "Sam Pro",
      leadUrl: "https://thp.example/pro/leads/1",
      replyTo: "reply+y@reply.example.com",
    });
    expect(email.subject).toBe("New message from the homeowner about THP-123456");
    expect(email.headers).toEqual({ "Reply-To": "reply+y@reply.example.com" });
    const note = JSON.parse(push) as { body: string; url: string };
    expect(note.body).toHaveLength(140);
    expect(note.url).toBe("https://thp.example/pro/leads/1");
  });
});
