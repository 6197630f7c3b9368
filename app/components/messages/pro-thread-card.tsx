import { Card } from "~/components/ui/card";
import { useLocalTime } from "~/components/local-time";
import { ThreadView, type ThreadViewMessage } from "./thread-view";

type Outcome = Parameters<typeof ThreadView>[0]["outcome"];

/** The lead page's conversation with the homeowner; replies by e-mail land here too. */
export function ProThreadCard(props: {
  purchaseId: string;
  homeownerName: string;
  messages: readonly ThreadViewMessage[];
  nextCursor: string | null;
  outcome: Outcome;
  busy: boolean;
  closed: string | null;
}) {
  const { formatDateTime } = useLocalTime();
  const base = `/pro/leads/${props.purchaseId}`;
  return (
    <Card className="p-5" id="messages">
      <h2 className="text-lg font-semibold">Messages</h2>
      <p className="mb-3 mt-1 text-sm text-muted-foreground">
        Through Trusted Home Pros: the homeowner sees your business name, never your e-mail address, and replies here or by e-mail.
      </p>
      <ThreadView
        purchaseId={props.purchaseId}
        me="pro"
        names={{ pro: "You", homeowner: props.homeownerName }}
        messages={props.messages}
        moreHref={props.nextCursor ? `${base}?after=${encodeURIComponent(props.nextCursor)}#messages` : null}
        fileHref={(id) => `${base}/attachments/${id}`}
        formatTime={formatDateTime}
        action={`${base}#messages`}
        outcome={props.outcome}
        busy={props.busy}
        closed={props.closed}
      />
    </Card>
  );
}
