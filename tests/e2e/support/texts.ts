import { expect, type APIRequestContext } from "@playwright/test";

/**
 * The e2e server has no SMS provider: a text waits in the outbox, whose admin page hides the codes it carries. The
 * e2e entry's fixture `GET /__e2e/texts?to=…` (app/server/e2e-session-fixture.server.ts, decision 0045) answers the
 * newest texts to a number whole, as the mail sink hands the specs their e-mails (mail.ts).
 */
type Text = { kind: string; text: string; createdAt: string };

/** The 6-digit code of the newest phone-code text to `to` (E.164), waiting for it to be stored. */
export async function phoneCodeTexted(request: APIRequestContext, to: string): Promise<string> {
  let code: string | undefined;
  await expect(async () => {
    const response = await request.get(`/__e2e/texts?to=${encodeURIComponent(to)}`);
    expect(response.ok(), `the e2e texts fixture answered HTTP ${response.status()}`).toBe(true);
    const { texts } = (await response.json()) as { texts: Text[] };
    code = texts.find((t) => t.kind === "quote-request.phone-code")?.text.match(/\byour code is (\d{6})\b/)?.[1];
    expect(code, `a phone-code text to ${to} (${texts.length} texts so far)`).toBeDefined();
  }).toPass({ timeout: 30_000 });
  return code!;
}
