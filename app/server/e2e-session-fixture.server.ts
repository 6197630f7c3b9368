/**
 * `POST /__e2e/session` with `{"email": …}`: signs that account in without
 * /login, for the end-to-end tests (decision 0045). Answers the session and
 * known-device cookies a sign-in sets, and `{ role, landing }`; 404 with
 * `{ error }` when no account has the e-mail.
 *
 * `GET /__e2e/texts?to=+1…`: the newest text messages to that number, whole,
 * as `{ texts: [{ kind, text, createdAt }] }`: the e2e server has no SMS
 * provider, and the admin outbox hides the codes a text carries, so this is
 * the specs' phone, as the mail sink is their mailbox (tests/e2e/support/texts.ts).
 *
 * Only scripts/e2e-app.ts (the entry scripts/e2e-server.ts starts) passes it
 * to serve(); server.js never does, so no setting can switch it on in a
 * production deployment. The build exports it as a function nothing calls
 * unless an entry point asks for it.
 */
import express, { type Router } from "express";
import { openFixtureSession } from "~/domain/accounts/open-fixture-session.server";
import { textsToNumber } from "~/domain/outbox/texts-to-number.server";
import { appContext } from "~/web/context.server";
import { homeOf } from "~/web/require-role.server";
import { signedInCookies } from "~/web/sign-in-cookies.server";

export const E2E_SESSION_PATH = "/__e2e/session";
export const E2E_TEXTS_PATH = "/__e2e/texts";

export function e2eSessionFixture(): Router {
  const router = express.Router();
  router.post(E2E_SESSION_PATH, express.json({ limit: "1kb" }), async (req, res, next) => {
    try {
      res.setHeader("Cache-Control", "no-store");
      res.locals.routeLabel = "e2e-session";
      const email: unknown = (req.body as { email?: unknown } | undefined)?.email;
      if (typeof email !== "string" || email.trim() === "") {
        res.status(400).json({ error: 'Send {"email": "<an account\'s e-mail>"} as JSON.' });
        return;
      }
      const ctx = await appContext();
      const opened = await openFixtureSession(ctx, email);
      if (!opened) {
        res.status(404).json({ error: "No account has this e-mail." });
        return;
      }
      res.append("Set-Cookie", signedInCookies(opened, { publicUrl: ctx.env.PUBLIC_URL }));
      res.json({ role: opened.user.role, landing: homeOf(opened.user.role) });
    } catch (error) {
      next(error);
    }
  });
  router.get(E2E_TEXTS_PATH, async (req, res, next) => {
    try {
      res.setHeader("Cache-Control", "no-store");
      res.locals.routeLabel = "e2e-texts";
      const to: unknown = req.query["to"];
      if (typeof to !== "string" || to.trim() === "") {
        res.status(400).json({ error: "Ask with ?to=<a phone number in E.164 form>." });
        return;
      }
      const texts = await textsToNumber((await appContext()).db, to);
      res.json({ texts: texts.map((t) => ({ kind: t.kind, text: t.text, createdAt: t.createdAt.toISOString() })) });
    } catch (error) {
      next(error);
    }
  });
  return router;
}
