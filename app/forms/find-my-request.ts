/** The "find my request" form at /my-request: the e-mail address a quote request was sent with. */
import { z } from "zod";
import { emailAddress } from "./fields";

export const findMyRequestMessages = {
  required: "Please enter the e-mail address you used for your quote request.",
  invalid: "Enter a valid e-mail address, for example name@example.com.",
} as const;

export const findMyRequestSchema = z.object({
  email: emailAddress({ required: findMyRequestMessages.required, invalid: findMyRequestMessages.invalid }),
});

export type FindMyRequestInput = z.output<typeof findMyRequestSchema>;
