/** The "Revoke" button of one API key on /pro/integrations (the key's id rides in a hidden field). */
import { z } from "zod";
import { field } from "./fields";

export const API_KEY_NOT_FOUND = "This API key could not be found.";
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export const apiKeyRevokeSchema = z.object({
  keyId: field((raw) => {
    const value = typeof raw === "string" ? raw.trim().toLowerCase() : "";
    return UUID.test(value) ? { ok: true as const, value } : { ok: false as const, message: API_KEY_NOT_FOUND };
  }),
});
