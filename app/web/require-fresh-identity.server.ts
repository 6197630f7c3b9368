import { data } from "react-router";
import type { z } from "zod";
import { confirmIdentity } from "~/domain/accounts/confirm-identity.server";
import { readIdentityFreshness } from "~/domain/accounts/read-identity-freshness.server";
import type { DomainContext } from "~/domain/shared/domain-context.server";
import { confirmIdentitySchema } from "~/forms/confirm-identity";
import { CONFIRM_CODE_FIELD, CONFIRM_PASSWORD_FIELD, type IdentityCheck } from "~/forms/confirm-identity-step";
import { issuesToErrors, firstMessage } from "~/forms/form-errors";
import { httpErrorOf } from "./http-error.server";
import { formValues } from "./run-intent.server";

/** Never sent back to the page, whatever form they came in. */
const SECRET_FIELDS = new Set([CONFIRM_PASSWORD_FIELD, CONFIRM_CODE_FIELD, "currentPassword", "password", "confirm"]);

export type IdentityRefusal = { ok: false; intent: string; identityCheck: IdentityCheck };

/**
 * The gate of every sensitive change (decision 0044): passes (null) when this
 * session confirmed who it is in the last few minutes, or when the post itself
 * carries the confirm step's password (and code) and they are right. Otherwise
 * the answer to send: 403 and what the page needs to show "Confirm it's you"
 * with what was typed, or the confirm step's own 4xx (wrong password or code,
 * too many tries). Nothing is changed by a refused post. With `schema`, a
 * form the schema refuses passes through, so its field errors come first.
 */
export async function requireFreshIdentity(ctx: DomainContext, who: { userId: string; sessionId: string }, form: FormData, intent: string, schema?: z.ZodType) {
  if (schema && !schema.safeParse(formValues(form)).success) return null;
  const resubmit: [string, string][] = [];
  for (const [name, value] of form.entries()) if (typeof value === "string" && !SECRET_FIELDS.has(name)) resubmit.push([name, value]);
  const refuse = (status: number, twoFactor: boolean, problem?: Pick<IdentityCheck, "error" | "field">) =>
    data<IdentityRefusal>({ ok: false, intent, identityCheck: { twoFactor, resubmit, ...problem } }, { status });

  const state = await readIdentityFreshness(ctx, who);
  if (!form.has(CONFIRM_PASSWORD_FIELD)) return state.fresh ? null : refuse(403, state.twoFactor);
  const parsed = confirmIdentitySchema.safeParse({
    [CONFIRM_PASSWORD_FIELD]: form.get(CONFIRM_PASSWORD_FIELD),
    [CONFIRM_CODE_FIELD]: form.get(CONFIRM_CODE_FIELD) ?? undefined,
  });
  if (!parsed.success) {
    const errors = issuesToErrors(parsed.error.issues);
    const field = errors[CONFIRM_PASSWORD_FIELD] ? CONFIRM_PASSWORD_FIELD : CONFIRM_CODE_FIELD;
    return refuse(400, state.twoFactor, { error: firstMessage(errors), field });
  }
  try {
    await confirmIdentity(ctx, who, { password: parsed.data[CONFIRM_PASSWORD_FIELD], code: parsed.data[CONFIRM_CODE_FIELD] });
    return null;
  } catch (error) {
    const known = httpErrorOf(error);
    if (!known) throw error;
    const field = known.details.field === CONFIRM_CODE_FIELD ? CONFIRM_CODE_FIELD : CONFIRM_PASSWORD_FIELD;
    return refuse(known.status, state.twoFactor, { error: known.message, field });
  }
}
