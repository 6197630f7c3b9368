/**
 * The fields of the SMS provider's inbound-text webhook we act on (Twilio's
 * names; it posts many more, all covered by its signature). Only read after
 * the signature is checked.
 */
import { z } from "zod";

export const INBOUND_TEXT_INVALID = "This is not an inbound text message.";

export const inboundTextSchema = z.object({
  From: z.string().trim().min(1, INBOUND_TEXT_INVALID).max(64, INBOUND_TEXT_INVALID),
  Body: z.string().max(2000, INBOUND_TEXT_INVALID).default(""),
  MessageSid: z.string().trim().min(1, INBOUND_TEXT_INVALID).max(64, INBOUND_TEXT_INVALID),
});
