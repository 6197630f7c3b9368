import { describe, expect, it } from "vitest";
import { extractReply, REPLY_SCAN_CHARS } from "./extract-reply";

const ours = "Trusted Home Pros <reply+0b6e2f4c7d1a4c3e9f7a2b8c1d0e5f6ap0123456789abcdef0123@reply.example.com>";

// Shapes copied from what each client writes under a reply (plain-text part), with our notification quoted.
const samples: Record<string, { mail: string; reply: string }> = {
  gmail: {
    mail: `Yes, Tuesday at 9 works for me.\r\nThe gate code is 4411.\r\n\r\nOn Tue, Dec 1, 2026 at 3:04\u202fPM ${ours} wrote:\r\n\r\n> Acme Roofing wrote:\r\n> Can we come on Tuesday?\r\n>\r\n> Reply to this e-mail to answer.\r\n`,
    reply: "Yes, Tuesday at 9 works for me.\nThe gate code is 4411.",
  },
  "gmail, the quote header wrapped over two lines": {
    mail: `Sounds good.\n\nOn Tue, Dec 1, 2026 at 3:04 PM Trusted Home Pros <\nreply+0b6e2f4c7d1a4c3e9f7a2b8c1d0e5f6ap0123456789abcdef0123@reply.example.com> wrote:\n\n> Can we come on Tuesday?\n`,
    reply: "Sounds good.",
  },
  "outlook.com / new Outlook": {
    mail: `Thanks, see you then.\n\nJane\n\n________________________________\nFrom: ${ours}\nSent: Tuesday, December 1, 2026 3:04 PM\nTo: Jane <jane@example.com>\nSubject: New message about your roof\n\nCan we come on Tuesday?\n`,
    reply: "Thanks, see you then.\n\nJane",
  },
  "Outlook desktop, the sender's address not written out": {
    mail: `Thanks, see you then.\n\nFrom: Trusted Home Pros\nSent: Tuesday, December 1, 2026 3:04 PM\nTo: Jane Doe\nSubject: RE: New message about your roof\n\nCan we come on Tuesday?\n`,
    reply: "Thanks, see you then.",
  },
  "Outlook, bold headers from an HTML-only mail turned into text": {
    mail: `Works for me.\n\n*From:* Trusted Home Pros\n*Sent:* Tuesday, December 1, 2026 3:04 PM\n*Subject:* New message\n\nCan we come on Tuesday?\n`,
    reply: "Works for me.",
  },
  "-----Original Message-----": {
    mail: `Fine by me.\n\n-----Original Message-----\nFrom: Trusted Home Pros [mailto:reply+abc@reply.example.com]\nSent: Tuesday\n\nCan we come?\n`,
    reply: "Fine by me.",
  },
  "Apple Mail on an iPhone": {
    mail: `Perfect, thank you!\n\nSent from my iPhone\n\n> On Dec 1, 2026, at 3:04\u202fPM, ${ours} wrote:\n> \n> Can we come on Tuesday?\n`,
    reply: "Perfect, thank you!",
  },
  "Apple Mail on a Mac": {
    mail: `The side door is open.\n\n> On 1 Dec 2026, at 15:04, ${ours} wrote:\n> \n> Which door?\n> \n`,
    reply: "The side door is open.",
  },
  "a -- signature": {
    mail: "Here is the photo of the leak.\n\n-- \nBob Smith\nBob's Plumbing\n(512) 555-0100\n",
    reply: "Here is the photo of the leak.",
  },
  French: { mail: `D'accord pour mardi.\n\nLe mar. 1 déc. 2026 à 15:04, ${ours} a écrit :\n> Mardi ?\n`, reply: "D'accord pour mardi." },
  German: { mail: `Passt.\n\nAm Di., 1. Dez. 2026 um 15:04 Uhr schrieb ${ours}:\n> Dienstag?\n`, reply: "Passt." },
  Spanish: { mail: `Vale, el martes.\n\nEl mar, 1 dic 2026 a las 15:04, ${ours} escribió:\n> ¿Martes?\n`, reply: "Vale, el martes." },
  "answers between quoted lines": { mail: "> Can you come Tuesday?\nYes.\n> What time?\n9am.\n", reply: "Yes.\n9am." },
};

describe("extractReply", () => {
  for (const [client, { mail, reply }] of Object.entries(samples)) {
    it(`keeps only the new text: ${client}`, () => {
      expect(extractReply(mail)).toBe(reply);
    });
  }

  it("leaves a mail without history as it is, only trimmed and with at most one blank line in a row", () => {
    expect(extractReply("  \nFirst line\n\n\n\nSecond line   \n\n")).toBe("First line\n\nSecond line");
  });

  it("is empty when the mail is only quoted history or a signature", () => {
    expect(extractReply(`On Tue, Dec 1, 2026 at 3:04 PM ${ours} wrote:\n> Can we come?\n`)).toBe("");
    expect(extractReply("Sent from my iPhone\n")).toBe("");
    expect(extractReply("\n\n")).toBe("");
  });

  it("drops control characters, which have no place in a message", () => {
    expect(extractReply("Gate\u0000 code\u0007 4411")).toBe("Gate code 4411");
  });

  it("keeps a long paragraph whole, quoted history cut below it", () => {
    const paragraph = "We can start on the 14th and finish by the 18th, weather permitting. ".repeat(20).trim();
    expect(extractReply(`${paragraph}\n\nOn Tue, Dec 1, 2026 at 3:04 PM ${ours} wrote:\n> ${paragraph}\n`)).toBe(paragraph);
  });

  it("reads a bounded part of a huge mail, quickly, whatever its lines hold", () => {
    const hostile = [
      "On x wrote On y wrote ".repeat(50_000),
      `${"2026 from < ".repeat(25)}\n`.repeat(2_000),
      "Op a\n".repeat(10_000),
      `> ${"On x ".repeat(60)}\n`.repeat(1_000),
    ];
    for (const history of hostile) {
      const started = performance.now();
      const text = extractReply(`Short answer.\n\n${history}`);
      expect(performance.now() - started).toBeLessThan(1_500);
      expect(text.startsWith("Short answer.")).toBe(true);
      expect(text.length).toBeLessThanOrEqual(REPLY_SCAN_CHARS);
    }
  });
});
