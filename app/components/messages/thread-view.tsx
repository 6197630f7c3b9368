import { Paperclip } from "lucide-react";
import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { Label, Textarea } from "~/components/ui/input";
import type { MessageAuthor } from "~/db/enums";
import { MESSAGE_ACCEPT, MESSAGE_MAX_CHARS } from "~/forms/text-limits";

export type ThreadViewMessage = {
  id: string;
  author: MessageAuthor;
  via: string;
  body: string;
  createdAt: string | Date;
  attachments: { id: string; originalName: string }[];
};

type Outcome = { ok: boolean; intent: string; id?: string; message?: string; error?: string; fieldErrors?: Record<string, string[] | undefined> } | undefined;

const other = (me: MessageAuthor): MessageAuthor => (me === "pro" ? "homeowner" : "pro");

/**
 * A purchase's thread as one side reads it: each message as plain text (never HTML, links not made clickable), who
 * wrote it and when, its files; then the form to write (multipart, works without JavaScript). `me` is the reader's
 * side; `names` says who each side is to the reader. `closed` replaces the form when nobody may write any more.
 */
export function ThreadView(props: {
  purchaseId: string;
  me: MessageAuthor;
  names: Record<MessageAuthor, string>;
  messages: readonly ThreadViewMessage[];
  moreHref: string | null;
  fileHref: (attachmentId: string) => string;
  formatTime: (when: string | Date) => string;
  action: string;
  outcome: Outcome;
  busy: boolean;
  closed: string | null;
}) {
  const { purchaseId, me, names, messages, outcome } = props;
  const mine = outcome?.intent === "message" && outcome.id === purchaseId ? outcome : undefined;
  const fieldError = mine?.fieldErrors?.body?.[0] ?? mine?.fieldErrors?.attachments?.[0];
  const formError = !mine || mine.ok || fieldError ? undefined : mine.error;
  const field = `message-${purchaseId}`;
  return (
    <section aria-label={`Messages with ${names[other(me)]}`} className="space-y-3" data-testid="thread">
      {messages.length === 0 ? <p className="text-sm text-muted-foreground">No messages yet.</p> : null}
      <ol className="space-y-2">
        {messages.map((m) => (
          <li key={m.id} className={`rounded-lg border p-3 text-sm ${m.author === me ? "bg-muted/50" : "bg-card"}`} data-testid="thread-message">
            <p className="text-xs text-muted-foreground">
              <span className="font-medium text-foreground">{m.author === me ? "You" : names[m.author]}</span> · {props.formatTime(m.createdAt)}
              {m.via === "email" ? " · by e-mail" : null}
            </p>
            <p className="mt-1 whitespace-pre-wrap break-words">{m.body}</p>
            {m.attachments.length > 0 ? (
              <ul className="mt-2 space-y-1">
                {m.attachments.map((a) => (
                  <li key={a.id} className="flex items-center gap-1">
                    <Paperclip className="size-3.5 shrink-0 text-muted-foreground" aria-hidden="true" />
                    <a href={props.fileHref(a.id)} className="break-all text-primary underline-offset-2 hover:underline">
                      {a.originalName}
                    </a>
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        ))}
      </ol>
      {props.moreHref ? (
        <a href={props.moreHref} className="text-sm font-medium text-primary underline-offset-2 hover:underline">
          Show later messages
        </a>
      ) : null}
      {mine?.ok ? (
        <p role="status" className="text-sm font-medium">
          {mine.message}
        </p>
      ) : null}
      {formError ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {formError}
        </p>
      ) : null}
      {props.closed ? (
        <p className="text-sm text-muted-foreground" data-testid="thread-closed">
          {props.closed}
        </p>
      ) : (
        <Form method="post" action={props.action} encType="multipart/form-data" className="space-y-2">
          <input type="hidden" name="intent" value="message" />
          <input type="hidden" name="purchaseId" value={purchaseId} />
          <Label htmlFor={field}>Write to {names[other(me)]}</Label>
          <Textarea
            id={field}
            name="body"
            rows={3}
            maxLength={MESSAGE_MAX_CHARS}
            aria-invalid={fieldError ? true : undefined}
            aria-describedby={fieldError ? `${field}-error` : undefined}
          />
          {fieldError ? (
            <p id={`${field}-error`} className="text-xs text-destructive">
              {fieldError}
            </p>
          ) : null}
          <div className="flex flex-wrap items-center gap-3">
            <input
              type="file"
              name="attachments"
              multiple
              accept={MESSAGE_ACCEPT}
              aria-label="Attach files (PDF, JPEG or PNG, up to 3, 5 MB each)"
              className="max-w-full text-sm"
            />
            <Button type="submit" disabled={props.busy}>
              {props.busy ? "Sending..." : "Send message"}
            </Button>
          </div>
        </Form>
      )}
    </section>
  );
}
