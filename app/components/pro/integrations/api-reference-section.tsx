import { BookOpen } from "lucide-react";
import { Card } from "~/components/ui/card";

/** A code sample. Long lines wrap instead of scrolling, so nothing is hidden on a phone and no scroll region needs keyboard focus. */
function Code({ children }: { children: string }) {
  return (
    <pre className="whitespace-pre-wrap break-all rounded-lg bg-slate-950 p-4 text-xs leading-relaxed text-slate-100">
      <code>{children}</code>
    </pre>
  );
}

const VERIFY_NODE = `// npm install standardwebhooks express
import express from "express";
import { Webhook } from "standardwebhooks";

const webhook = new Webhook(process.env.THP_WEBHOOK_SECRET); // "whsec_..."
const app = express();

// Verify the raw body, byte for byte as it was signed.
app.post("/webhooks/leads", express.raw({ type: "application/json" }), (req, res) => {
  let event;
  try {
    event = webhook.verify(req.body, req.headers); // checks signature and timestamp
  } catch {
    return res.status(400).end();
  }
  // Deliveries are at least once: skip a webhook-id you have already handled.
  if (event.type === "lead.purchased") saveLead(event.data);
  if (event.type === "purchase.updated") savePipelineStatus(event.data);
  if (event.type === "return.decided") saveReturnDecision(event.data);
  res.status(204).end();
});`;

/** How to call the REST API and check a webhook, with this site's own address in the examples. */
export function ApiReferenceSection({ origin, examplePayload }: { origin: string; examplePayload: string }) {
  const curl = [
    "# Leads you can buy now (no contact details)",
    `curl -H "Authorization: Bearer $THP_API_KEY" ${origin}/api/v1/leads`,
    "",
    "# Buy one: a new Idempotency-Key per purchase; resend the same key when retrying",
    `curl -X POST -H "Authorization: Bearer $THP_API_KEY" \\`,
    `  -H "Idempotency-Key: $(uuidgen)" ${origin}/api/v1/leads/LEAD_ID/purchase`,
    "",
    "# Leads you bought, with contact details (50 per page; pass nextCursor as cursor)",
    `curl -H "Authorization: Bearer $THP_API_KEY" "${origin}/api/v1/purchases?limit=50"`,
    `curl -H "Authorization: Bearer $THP_API_KEY" ${origin}/api/v1/purchases/PURCHASE_ID`,
    "",
    "# Move a bought lead on: contacted, quoted, won (with the job's value in cents) or lost",
    `curl -X PATCH -H "Authorization: Bearer $THP_API_KEY" -H "Idempotency-Key: $(uuidgen)" \\`,
    `  -H "Content-Type: application/json" -d '{"status":"won","jobValueCents":1250000}' ${origin}/api/v1/purchases/PURCHASE_ID`,
    "",
    "# Return it: wrong-number, not-homeowner, duplicate, outside-area, wrong-category or other (with a note)",
    `curl -X POST -H "Authorization: Bearer $THP_API_KEY" -H "Idempotency-Key: $(uuidgen)" \\`,
    `  -H "Content-Type: application/json" -d '{"reasonCode":"wrong-number","note":"Disconnected"}' ${origin}/api/v1/purchases/PURCHASE_ID/returns`,
  ].join("\n");
  return (
    <Card className="space-y-5 p-5">
      <h2 className="flex items-center gap-2 text-lg font-semibold">
        <BookOpen className="size-5 text-primary" aria-hidden="true" />
        Using the API and webhooks
      </h2>

      <section className="space-y-2" aria-labelledby="api-calls-heading">
        <h3 id="api-calls-heading" className="text-base font-semibold">
          REST API
        </h3>
        <p className="text-sm text-muted-foreground">
          Send your key as <code className="font-mono">Authorization: Bearer &lt;key&gt;</code>. Answers are JSON; money is in cents. Errors look like{" "}
          <code className="font-mono">{'{"error":{"code":"lead_taken","message":"This lead was just taken"}}'}</code> with a matching HTTP status (401 bad key,
          402 balance too low, 409 lead taken, cap reached or lead already returned, 422 Idempotency-Key reused, 429 more than 120 requests a minute).
        </p>
        <Code>{curl}</Code>
        <p className="text-sm">
          Every endpoint, parameter, answer and error, and the webhook body:{" "}
          <a href="/api/docs" className="font-medium text-primary underline underline-offset-2">
            API reference
          </a>{" "}
          (also as an OpenAPI 3.1 document,{" "}
          <a href="/api/v1/openapi.json" className="font-mono text-primary underline underline-offset-2">
            /api/v1/openapi.json
          </a>
          ).
        </p>
      </section>

      <section className="space-y-2" aria-labelledby="payload-heading">
        <h3 id="payload-heading" className="text-base font-semibold">
          Webhook payload
        </h3>
        <p className="text-sm text-muted-foreground">
          One POST per lead you buy, with <code className="font-mono">Content-Type: application/json</code> and the Standard Webhooks headers{" "}
          <code className="font-mono">webhook-id</code>, <code className="font-mono">webhook-timestamp</code> and{" "}
          <code className="font-mono">webhook-signature</code>. Answer with any 2xx status; anything else is retried.
        </p>
        <Code>{examplePayload}</Code>
      </section>

      <section className="space-y-2" aria-labelledby="verify-heading">
        <h3 id="verify-heading" className="text-base font-semibold">
          Verifying a delivery
        </h3>
        <p className="text-sm text-muted-foreground">
          The signature is <code className="font-mono">v1,</code> followed by the base64 HMAC-SHA256 of{" "}
          <code className="font-mono">{"{webhook-id}.{webhook-timestamp}.{body}"}</code>, keyed with the base64-decoded part of your secret after{" "}
          <code className="font-mono">whsec_</code>. Compare in constant time and refuse timestamps more than five minutes old. Any Standard Webhooks library
          does all of this:
        </p>
        <Code>{VERIFY_NODE}</Code>
      </section>
    </Card>
  );
}
