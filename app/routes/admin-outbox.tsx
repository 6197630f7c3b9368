import { data } from "react-router";
import type { Route } from "./+types/admin-outbox";
import { adminHeaders } from "~/components/admin/admin-headers";
import { requireAdmin } from "~/components/admin/admin-guard.server";
import { AdminPageHeader, EmptyState, FilterForm, formatDateTime, StatusBadge } from "~/components/admin/admin-ui";
import { Button } from "~/components/ui/button";
import { Input, Label, NativeSelect } from "~/components/ui/input";
import { listOutbox } from "~/domain/admin/list-outbox.server";
import { seo } from "~/lib/seo";

export const headers = adminHeaders;

export const meta: Route.MetaFunction = ({ matches }) =>
  seo(matches, {
    title: "Outbox · Admin",
    description: "Admin console: every e-mail and text message Trusted Home Pros sent or stored, with recipient, subject, delivery status and the full message text.",
    path: "/admin/outbox",
    noindex: true,
  });

export async function loader({ request }: Route.LoaderArgs) {
  const { ctx, sendHeaders } = await requireAdmin(request);
  const params = new URL(request.url).searchParams;
  const rawChannel = params.get("channel");
  const channel = rawChannel === "email" || rawChannel === "sms" ? rawChannel : undefined;
  const to = (params.get("to") ?? "").trim().slice(0, 320);
  const messages = await listOutbox(ctx.db, { channel, to: to || undefined });
  return data({ messages, channel: channel ?? "", to }, { headers: sendHeaders });
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
  const { messages, channel, to } = loaderData;
  return (
    <>
      <AdminPageHeader title="Outbox" intro="E-mails and text messages, newest first. Without a configured provider they are stored here instead of sent." />
      <FilterForm>
        <div className="grid gap-1.5">
          <Label htmlFor="channel">Channel</Label>
          <NativeSelect id="channel" name="channel" defaultValue={channel}>
            <option value="">E-mail and SMS</option>
            <option value="email">E-mail</option>
            <option value="sms">SMS</option>
          </NativeSelect>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="to">Recipient</Label>
          <Input id="to" name="to" type="text" defaultValue={to} placeholder="name@example.com" />
        </div>
        <Button type="submit" variant="outline">
          Filter
        </Button>
      </FilterForm>
      {messages.length === 0 ? (
        <EmptyState>No messages match.</EmptyState>
      ) : (
        <ul className="space-y-4">
          {messages.map((m) => (
            <li key={m.id} className="rounded-lg border bg-card p-4">
              <div className="flex flex-wrap items-center gap-2 text-sm">
                <StatusBadge status={m.status} />
                <span className="font-medium uppercase text-muted-foreground">{m.channel}</span>
                <span className="text-muted-foreground">{m.kind}</span>
                <span className="ml-auto text-muted-foreground">{formatDateTime(m.createdAt)}</span>
              </div>
              <h2 className="mt-2 font-semibold">{m.subject ?? `Text message to ${m.to}`}</h2>
              <p className="text-sm text-muted-foreground">To: {m.to}</p>
              {m.lastError ? <p className="text-sm text-red-800">Last error: {m.lastError}</p> : null}
              <details className="mt-2">
                <summary className="cursor-pointer text-sm font-medium text-primary">Message text</summary>
                <div className="mt-2 whitespace-pre-wrap rounded bg-muted/50 p-3 text-sm">
                  <Linkified text={m.text} />
                </div>
              </details>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
