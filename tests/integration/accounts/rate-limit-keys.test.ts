/**
 * Rate-limit and sign-in throttle rows are keyed by a keyed hash (HMAC with a
 * server secret), never by the raw e-mail, phone or IP address they count:
 * a copy of those tables names nobody, and erasure has nothing to find there.
 */
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { rowsOf } from "~/db/types.server";
import { createAdmin } from "~/domain/accounts/create-admin.server";
import { requestPasswordReset } from "~/domain/accounts/password-reset.server";
import { signIn } from "~/domain/accounts/sign-in.server";
import { sendMyRequestLinks } from "~/domain/homeowners/send-my-request-links.server";
import { requestPrivacy } from "~/domain/privacy/request-privacy.server";
import { testEngines } from "../../support/test-database";
import { useTestDatabase } from "../../support/use-test-database";
import { sendQuoteRequest } from "../homeowners/homeowner-world";

const person = { email: "quillon.rathbourne@example.com", phone: "(212) 555-7719", e164: "+12125557719", ip: "198.51.100.203" };
const VALUES = [person.email, person.phone, person.e164, "5557719", person.ip, "quillon"];

describe.each(testEngines())("rate-limit keys on %s", (engine) => {
  const t = useTestDatabase(engine);

  it("hold no raw e-mail, phone or IP address after form posts, a privacy request, a failed sign-in and a reset request", async () => {
    const now = new Date();
    const ctx = { db: t.db, env: t.env, now, ip: person.ip };
    await sendQuoteRequest(t.db, t.env, { fullName: "Quillon Rathbourne", email: person.email, phone: person.phone }, now);
    await sendMyRequestLinks(ctx, { email: person.email });
    await requestPrivacy(ctx, { kind: "delete", email: person.email });
    await createAdmin(t.db, { email: person.email, password: "correct horse battery staple" });
    expect(await signIn(ctx, { email: person.email, password: "not the right one", ip: person.ip })).toMatchObject({ ok: false, status: 401 });
    await requestPasswordReset(ctx, person.email);

    const rows = rowsOf<{ row: string }>(
      await t.db.execute(sql`select row_to_json(r)::text as row from rate_limits r union all select row_to_json(s)::text from sign_in_throttles s`),
    );
    expect(rows.length).toBeGreaterThanOrEqual(6);
    const leaks = rows.filter((r) => VALUES.some((v) => r.row.toLowerCase().includes(v)));
    expect(leaks).toEqual([]);
  });
});
