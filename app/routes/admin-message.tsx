/** /admin/messages/:id — one contact message, its thread of e-mailed answers, the answer form, and close or reopen. */
import { data, Form, Link, useNavigation } from "react-router";
import type { Route } from "./+types/admin-message";
import { adminHeaders } from "~/components/admin/admin-headers";
import { ActionMessage, AdminPageHeader, StatusBadge } from "~/components/admin/admin-ui";
import { useLocalTime } from "~/components/local-time";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Label, Textarea } from "~/components/ui/input";
import { getContactMessage } from "~/domain/contact-messages/get-contact-message.server";
import { replyToContactMessage } from "~/domain/contact-messages/reply-to-contact-message.server";
import { setContactMessageClosed } from "~/domain/contact-messages/set-contact-message-closed.server";
import { messageReplySchema, messageStateSchema } from "~/forms/admin-message";
import { REPLY_MAX } from "~/forms/text-limits";
import { seo } from "~/lib/seo";
import { postedForm } from "~/web/posted-form.server";
import { loadAdminRecord, requireAdminForRecord } from "~/web/require-admin.server";
import { field, runFormIntent } from "~/web/run-intent.server";
import { EmailAndPhone } from "~/components/phone-link";

export const headers = adminHeaders;

export const meta: Route.MetaFunction = ({ matches, params }) =>
  seo(matches, {
    title: "Contact message · Admin",
    description: "Admin console: one message from the contact form, the answers sent by e-mail, and closing or reopening it.",
    path: `/admin/messages/${params.id}`,
    noindex: true,
  });

export async function loader({ request, params }: Route.LoaderArgs) {
  const { found, sendHeaders } = await loadAdminRecord(request, params.id, getContactMessage);
  return data(found, { headers: sendHeaders });
}

export async function action({ request, params }: Route.ActionArgs) {
  const { ctx, adminId, sendHeaders } = await requireAdminForRecord(request, params.id);
  const id = params.id;
  const form = await postedForm(request);
  if (field(form, "intent") === "reply") {
    return runFormIntent(
      form,
      messageReplySchema,
      ({ body }) => replyToContactMessage(ctx, adminId, id, body).then(() => "Your answer was e-mailed and added to the thread."),
      { headers: sendHeaders },
    );
  }
  return runFormIntent(
    form,
    messageStateSchema,
    async ({ intent }) => {
      await setContactMessageClosed(ctx, adminId, id, intent === "close");
      return intent === "close" ? "The message is closed." : "The message is open again.";
    },
    { headers: sendHeaders },
  );
}

export default function AdminMessage({ loaderData, actionData }: Route.ComponentProps) {
  const { formatDateTime } = useLocalTime();
  const { message: m, replies } = loaderData;
  const busy = useNavigation().state === "submitting";
  return (
    <>
      <p className="mb-2 text-sm">
        <Link to="/admin/messages" className="text-primary underline-offset-4 hover:underline">
          ← All messages
        </Link>
      </p>
      <AdminPageHeader
        title={`Message from ${m.firstName} ${m.lastName}`}
        intro={
          <>
            <EmailAndPhone email={m.email} phone={m.phone} />
            {` · ${m.role} · received ${formatDateTime(m.createdAt)}`}
          </>
        }
      />
      <ActionMessage result={actionData} />
      <div className="mb-4 flex items-center gap-3">
        <StatusBadge status={m.closedAt ? "closed" : "open"} />
        {m.closedAt ? <span className="text-sm text-muted-foreground">Closed {formatDateTime(m.closedAt)}</span> : null}
        <Form method="post" className="ml-auto">
          <input type="hidden" name="intent" value={m.closedAt ? "reopen" : "close"} />
          <Button type="submit" variant="outline" disabled={busy}>
            {m.closedAt ? "Reopen" : "Close"}
          </Button>
        </Form>
      </div>
      <ol className="space-y-4" aria-label="Thread">
        <li>
          <Card className="p-4">
            <p className="text-sm font-medium">
              {m.firstName} {m.lastName} wrote:
            </p>
            <p className="mt-2 whitespace-pre-line text-sm">{m.message}</p>
          </Card>
        </li>
        {replies.map((r) => (
          <li key={r.id}>
            <Card className="ml-8 border-primary/30 p-4">
              <p className="text-sm font-medium">
                {r.author} answered {formatDateTime(r.createdAt)} <StatusBadge status={r.emailStatus} />
              </p>
              <p className="mt-2 whitespace-pre-line text-sm">{r.body}</p>
            </Card>
          </li>
        ))}
      </ol>
      <Form method="post" className="mt-6 grid gap-2">
        <input type="hidden" name="intent" value="reply" />
        <Label htmlFor="body" className="wrap-anywhere">
          Answer by e-mail to {m.email}
        </Label>
        <Textarea id="body" name="body" rows={6} required minLength={2} maxLength={REPLY_MAX} />
        <div>
          <Button type="submit" disabled={busy}>
            Send answer
          </Button>
        </div>
      </Form>
    </>
  );
}
