/**
 * The quality score's submission signals in tests (decision 0049): a render token minted with the test database's
 * own secret (as the form page would render it, `secondsAgo` before the post), and the headers of the clients it
 * tells apart. A test that submits without `{ measure: true }` (as the quote form's route passes) measures nothing.
 */
import type { Db } from "~/db/client.server";
import { RENDER_TOKEN_FIELD } from "~/forms/render-token";
import { mintRenderToken } from "~/lib/render-token.server";
import { FORM_DEVICE_COOKIE } from "~/web/submission-signals.server";

export { RENDER_TOKEN_FIELD };

/** The hidden field's value of a page rendered `secondsAgo` before `now`. */
export function renderTokenAt(db: Db, now: Date, secondsAgo = 60): Promise<string> {
  return mintRenderToken(db, new Date(now.getTime() - secondsAgo * 1000));
}

/** Headers of a browser that loaded the form page (and so has its device cookie). */
export const browserHeaders = (device = "d".repeat(43)) => ({
  "user-agent": "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36",
  cookie: `${FORM_DEVICE_COOKIE}=${device}`,
});

/** `curl -d …`: its User-Agent, no cookie. */
export const curlHeaders = { "user-agent": "curl/8.5.0" };
