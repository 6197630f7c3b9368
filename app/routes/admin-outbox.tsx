import { data, Form, Link, useNavigation } from "react-router";
import type { Route } from "./+types/admin-outbox";
import { adminHeaders } from "~/components/admin/admin-headers";
import { requireAdmin } from "~/web/require-admin.server";
import { afterOf, loadPage } from "~/web/list-page.server";
import { outboxFilterOf } from "~/web/admin-list-filters.server";
import { ActionMessage, AdminPageHeader, AdminPageLinks, EmptyState, StatusBadge } from "~/components/admin/admin-ui";
import { useLocalTime } from "~/components/local-time";
import { Button } from "~/components/ui/button";
import { redeliverOutboxMessage } from "~/domain/admin/redeliver-outbox-message.server";
import { outboxRedeliverySchema } from "~/forms/admin-outbox";
import { runFormIntent } from "~/web/run-intent.server";
import { asOptions, ExportLink, FilterForm, FilterInput, FilterSelect } from "~/components/admin/admin-filters";
import { OUTBOX_CHANNELS, OUTBOX_STATUSES, type OutboxChannel } from "~/db/enums";
import { listOutbox } from "~/domain/admin/list-outbox.server";
import { HIDDEN } from "~/domain/outbox/link-tokens";
import { seo } from "~/lib/seo";

export const headers = adminHeaders;

export const meta: Route.MetaFunction = ({ matches }) =>
  seo(matches, {
    title: "Outbox · Admin",
    description:
      "Admin console: every e-mail, text message and webhook Trusted Home Pros sent or stored, with recipient, subject, delivery status and the message text, its private links hidden.",
    path: "/admin/outbox",
    noindex: true,
  });

export async function loader({ request }: Route.LoaderArgs) {
  const { ctx, sendHeaders } = await requireAdmin(request);
  const filter = outboxFilterOf(new URL(request.url).searchParams);
  const after = afterOf(request);
  const page = await loadPage(listOutbox(ctx.db, filter.query, { after }));
  return data({ messages: page.rows, page: { next: page.next, paged: after !== undefined }, ...filter.shown }, { headers: sendHeaders });
}

export async function action({ request }: Route.ActionArgs) {
  const { ctx, adminId, sendHeaders } = await requireAdmin(request);
  // A bad id or intent is a forged or stale page: 400 Bad Request.
  return runFormIntent(
    request,
    outboxRedeliverySchema,
    async ({ intent, outboxId }) => {
      const { outboxId: id, freshLinks } = await redeliverOutboxMessage(ctx, adminId, outboxId, intent);
      if (intent === "retry") return "The message is queued for another delivery.";
      return freshLinks > 0
        ? `A new message with a fresh link is queued (${id.slice(0, 8)}); the old link no longer works.`
        : `A copy of the message is queued (${id.slice(0, 8)}).`;
    },
    { hidden: ["intent", "outboxId"], headers: sendHeaders },
  );
}

/** Retry for a failed message, re-send for a sent or stored one (redeliverOutboxMessage checks it again). */
function RedeliverButton({ id, status, busy }: { id: string; status: string; busy: boolean }) {
  const intent = status === "failed" ? "retry" : status === "sent" || status === "stored" ? "resend" : null;
  if (!intent) return null;
  return (
    <Form method="post" className="mt-2">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="outboxId" value={id} />
      <Button type="submit" variant="outline" size="sm" disabled={busy}>
        {intent === "retry" ? "Retry delivery" : "Re-send"}
      </Button>
    </Form>
  );
}

const channelLabels: Record<OutboxChannel, string> = { email: "E-mail", sms: "SMS", webhook: "Webhook", push: "Web Push" };

function headingOf(m: { channel: OutboxChannel; subject: string | null; to: string; kind: string }): string {
  if (m.channel === "sms") return `Text message to ${m.to}`;
  if (m.channel === "webhook") return `Webhook ${m.kind}`;
  if (m.channel === "push") return `Web Push alert ${m.kind}`;
  return m.subject ?? `E-mail to ${m.to}`;
}

/** Webhook bodies are one line of JSON: indented here for reading (what was signed is the row's text). */
function displayText(m: { channel: OutboxChannel; text: string }): string {
  if (m.channel !== "webhook" && m.channel !== "push") return m.text;
  try {
    return JSON.stringify(JSON.parse(m.text), null, 2);
  } catch {
    return m.text;
  }
}

/** Links in a message body become clickable; one whose token is hidden ("…", see listOutbox) opens nothing, so it stays text. */
function Linkified({ text }: { text: string }) {
  const parts = text.split(/(https?:\/\/[^\s<>"]+)/g);
  return (
    <>
      {parts.map((part, i) =>
        i % 2 === 1 && !part.includes(HIDDEN) ? (
          <a key={i} href={part} className="break-all text-primary underline underline-offset-4">
            {part}
          </a>
        ) : (
          <span key={i}>{part}</span>
        ),
      )}
    </>
  );
}

export default function AdminOutbox({ loaderData, actionData }: Route.ComponentProps) {
  const { formatDateTime } = useLocalTime();
  const { messages, page, channel, status, to } = loaderData;
  const busy = useNavigation().state === "submitting";
  return (
    <>
      <AdminPageHeader
        title="Outbox"
        intro="E-mails, text messages and Enterprise webhooks, newest first. Without a configured provider, e-mails and text messages are stored here instead of sent. Private links and codes are hidden (…); Re-send sends a new message with a fresh link, and the old link stops working."
      />
      <ActionMessage result={actionData} />
      <FilterForm>
        <FilterSelect
          id="channel"
          label="Channel"
          value={channel}
          allLabel="All channels"
          options={asOptions(OUTBOX_CHANNELS, (c) => channelLabels[c as keyof typeof channelLabels])}
        />
        <FilterSelect id="status" label="Status" value={status} allLabel="All statuses" options={asOptions(OUTBOX_STATUSES)} />
        <FilterInput id="to" label="Recipient" type="text" defaultValue={to} placeholder="name@example.com, +1…, https://…" />
      </FilterForm>
      <ExportLink list="outbox" filters={{ channel, status, to }} />
      {messages.length === 0 ? (
        <EmptyState>No messages match.</EmptyState>
      ) : (
        <ul className="space-y-4">
          {messages.map((m) => (
            <li key={m.id} className="rounded-lg border bg-card p-4">
              <div className="flex flex-wrap items-center gap-2 text-sm">
                <StatusBadge status={m.status} />
                <span className="font-medium text-muted-foreground">{channelLabels[m.channel]}</span>
                <span className="text-muted-foreground">{m.kind}</span>
                <span className="ml-auto text-muted-foreground">{formatDateTime(m.createdAt)}</span>
              </div>
              <h2 className="mt-2 font-semibold">{headingOf(m)}</h2>
              <p className="break-all text-sm text-muted-foreground">To: {m.to}</p>
              {m.contractorId ? (
                <p className="text-sm text-muted-foreground">
                  Lead delivery for{" "}
                  <Link to={`/admin/contractors/${m.contractorId}`} className="text-primary underline-offset-2 hover:underline">
                    {m.contractorName ?? "a contractor"}
                  </Link>
                </p>
              ) : null}
              <p className="text-sm text-muted-foreground">
                {m.sentAt ? `Sent ${formatDateTime(m.sentAt)}` : m.status === "pending" ? `Next attempt ${formatDateTime(m.nextAttemptAt)}` : null}
                {m.attempts > 0 ? ` · ${m.attempts} ${m.attempts === 1 ? "attempt" : "attempts"}` : null}
              </p>
              {m.lastError ? <p className="text-sm text-red-800">Last error: {m.lastError}</p> : null}
              <RedeliverButton id={m.id} status={m.status} busy={busy} />
              <details className="mt-2">
                <summary className="cursor-pointer text-sm font-medium text-primary">Message text</summary>
                <div className="mt-2 whitespace-pre-wrap rounded bg-muted/50 p-3 text-sm">
                  <Linkified text={displayText(m)} />
                </div>
              </details>
            </li>
          ))}
        </ul>
      )}
      <AdminPageLinks base="/admin/outbox" page={page} filters={{ channel, status, to }} />
    </>
  );
}
