import { data, Link } from "react-router";
import type { Route } from "./+types/admin-outbox";
import { adminHeaders } from "~/components/admin/admin-headers";
import { requireAdmin } from "~/web/require-admin.server";
import { AdminPageHeader, EmptyState, formatDateTime, StatusBadge } from "~/components/admin/admin-ui";
import { asOptions, FilterForm, FilterInput, FilterSelect } from "~/components/admin/admin-filters";
import { OUTBOX_CHANNELS, OUTBOX_STATUSES, type OutboxChannel, type OutboxStatus } from "~/db/enums";
import { listOutbox } from "~/domain/admin/list-outbox.server";
import { seo } from "~/lib/seo";

export const headers = adminHeaders;

export const meta: Route.MetaFunction = ({ matches }) =>
  seo(matches, {
    title: "Outbox · Admin",
    description: "Admin console: every e-mail, text message and webhook Trusted Home Pros sent or stored, with recipient, subject, delivery status and the full message text.",
    path: "/admin/outbox",
    noindex: true,
  });

const isChannel = (value: string | null): value is OutboxChannel => (OUTBOX_CHANNELS as readonly (string | null)[]).includes(value);
const isStatus = (value: string | null): value is OutboxStatus => (OUTBOX_STATUSES as readonly (string | null)[]).includes(value);

export async function loader({ request }: Route.LoaderArgs) {
  const { ctx, sendHeaders } = await requireAdmin(request);
  const params = new URL(request.url).searchParams;
  // Unknown filter values are ignored (the list is unfiltered), never an error.
  const rawChannel = params.get("channel");
  const channel = isChannel(rawChannel) ? rawChannel : undefined;
  const rawStatus = params.get("status");
  const status = isStatus(rawStatus) ? rawStatus : undefined;
  const to = (params.get("to") ?? "").trim().slice(0, 2048);
  const messages = await listOutbox(ctx.db, { channel, status, to: to || undefined });
  return data({ messages, channel: channel ?? "", status: status ?? "", to }, { headers: sendHeaders });
}

const channelLabels: Record<OutboxChannel, string> = { email: "E-mail", sms: "SMS", webhook: "Webhook", push: "Push" };

function headingOf(m: { channel: OutboxChannel; subject: string | null; to: string; kind: string }): string {
  if (m.channel === "sms") return `Text message to ${m.to}`;
  if (m.channel === "webhook") return `Webhook ${m.kind}`;
  if (m.channel === "push") return `Push notification ${m.kind}`;
  return m.subject ?? `E-mail to ${m.to}`;
}

/** Webhook bodies are one line of JSON: indented here for reading (what was signed is the row's text). */
function displayText(m: { channel: OutboxChannel; text: string }): string {
  if (m.channel !== "webhook") return m.text;
  try {
    return JSON.stringify(JSON.parse(m.text), null, 2);
  } catch {
    return m.text;
  }
}

/** Links in a message body become clickable, so an admin can open an invitation in a test setup. */
function Linkified({ text }: { text: string }) {
  const parts = text.split(/(https?:\/\/[^\s<>"]+)/g);
  return (
    <>
      {parts.map((part, i) =>
        i % 2 === 1 ? (
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

export default function AdminOutbox({ loaderData }: Route.ComponentProps) {
  const { messages, channel, status, to } = loaderData;
  return (
    <>
      <AdminPageHeader title="Outbox" intro="E-mails, text messages and Enterprise webhooks, newest first. Without a configured provider, e-mails and text messages are stored here instead of sent." />
      <FilterForm>
        <FilterSelect id="channel" label="Channel" value={channel} allLabel="All channels" options={asOptions(OUTBOX_CHANNELS, (c) => channelLabels[c as keyof typeof channelLabels])} />
        <FilterSelect id="status" label="Status" value={status} allLabel="All statuses" options={asOptions(OUTBOX_STATUSES)} />
        <FilterInput id="to" label="Recipient" type="text" defaultValue={to} placeholder="name@example.com, +1…, https://…" />
      </FilterForm>
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
    </>
  );
}
