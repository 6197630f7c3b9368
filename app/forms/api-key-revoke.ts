/** The "Revoke" button of one API key on /pro/integrations (the key's id rides in a hidden field). */
import { z } from "zod";
import { uuidField } from "./fields";

export const API_KEY_NOT_FOUND = "This API key could not be found.";

export const apiKeyRevokeSchema = z.object({
  keyId: uuidField(API_KEY_NOT_FOUND),
});
