import { formatDateTimeIn } from "~/lib/format-time";
import { ThreadView, type ThreadViewMessage } from "./thread-view";

type Outcome = Parameters<typeof ThreadView>[0]["outcome"];

/**
 * A pro's messages on the homeowner's request page, folded away until there is something to read (a native
 * <details>: the page has no script). Times in the request's zone, as the rest of the page.
 */
export function HomeownerThread(props: {
  pro: { purchaseId: string; businessName: string };
  thread: { messages: readonly ThreadViewMessage[]; nextCursor: string | null } | undefined;
  token: string;
  timeZone: string;
  outcome: Outcome;
  closed: boolean;
}) {
  const { pro, token } = props;
  const messages = props.thread?.messages ?? [];
  const answered = props.outcome?.intent === "message" && props.outcome.id === pro.purchaseId;
  return (
    <details id={`messages-${pro.purchaseId}`} open={messages.length > 0 || answered} className="mt-2 border-t pt-3">
      <summary className="cursor-pointer text-sm font-semibold">
        Messages with {pro.businessName}
        {messages.length > 0 ? ` (${messages.length}${props.thread?.nextCursor ? "+" : ""})` : ""}
      </summary>
      <div className="mt-3">
        <ThreadView
          purchaseId={pro.purchaseId}
          me="homeowner"
          names={{ homeowner: "You", pro: pro.businessName }}
          messages={messages}
          moreHref={
            props.thread?.nextCursor
              ? `/my-request/${token}?thread=${pro.purchaseId}&after=${encodeURIComponent(props.thread.nextCursor)}#messages-${pro.purchaseId}`
              : null
          }
          fileHref={(id) => `/my-request/${token}/files/${pro.purchaseId}/${id}`}
          formatTime={(when) => formatDateTimeIn(when, props.timeZone)}
          action={`/my-request/${token}#messages-${pro.purchaseId}`}
          outcome={props.outcome}
          busy={false}
          closed={props.closed ? "You asked for no further contact, so this conversation is closed." : null}
        />
      </div>
    </details>
  );
}
