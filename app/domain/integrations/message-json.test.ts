import { describe, expect, it } from "vitest";
import { apiMessageSchema } from "~/forms/api-v1-messages";
import { messageJson } from "./message-json";

const purchaseId = "7d1f7c2e-3c57-4a52-9a0e-1b2c3d4e5f60";
const message = {
  id: "0b6f3a2e-1c4d-4e5f-8a9b-0c1d2e3f4a5b",
  author: "homeowner" as const,
  via: "email" as const,
  body: "Photos of the leak attached.",
  createdAt: new Date("2026-11-21T10:02:00.000Z"),
  attachments: [{ id: "5a4b3c2d-1e0f-4a9b-8c7d-6e5f4a3b2c1d", originalName: "leak.jpg", mime: "image/jpeg" }],
};

describe("messageJson", () => {
  it("answers the documented shape, each file as a URL of this purchase's message", () => {
    const json = messageJson(purchaseId, message);
    expect(apiMessageSchema.strict().safeParse(json).success).toBe(true);
    expect(json).toEqual({
      messageId: message.id,
      purchaseId,
      author: "homeowner",
      via: "email",
      body: "Photos of the leak attached.",
      createdAt: "2026-11-21T10:02:00.000Z",
      attachments: [
        {
          attachmentId: message.attachments[0]!.id,
          name: "leak.jpg",
          mime: "image/jpeg",
          url: `/api/v1/purchases/${purchaseId}/messages/${message.id}/attachments/${message.attachments[0]!.id}`,
        },
      ],
    });
  });

  it("a message of files only has an empty body and no other field", () => {
    const json = messageJson(purchaseId, { ...message, body: "", attachments: [] });
    expect(Object.keys(json).toSorted()).toEqual(["attachments", "author", "body", "createdAt", "messageId", "purchaseId", "via"]);
    expect(json.attachments).toEqual([]);
  });
});
