/** The "Create an API key" form on /pro/integrations, shared by the browser and the action. */
import { z } from "zod";
import { requiredText } from "./fields";
import { API_KEY_LABEL_MAX } from "./text-limits";

export { API_KEY_LABEL_MAX };

export const API_KEY_LABEL_REQUIRED = "Please give the key a label, e.g. the system that will use it.";

export const apiKeySchema = z.object({
  label: requiredText({ label: "Label", max: API_KEY_LABEL_MAX, required: API_KEY_LABEL_REQUIRED }),
});

export type ApiKeyInput = z.output<typeof apiKeySchema>;
