/**
 * When each lead e-mail reached the loopback SMTP sink. The sink
 * (tests/support/smtp-sink.ts) keeps messages without a time, so new ones are
 * stamped as they appear (checked every 5 ms: far finer than what is
 * measured). A lead e-mail links to /pro/leads/<purchaseId>; that id ties it to
 * its sale. The sink accepts the message just before the sender marks the
 * outbox row 'sent', so this is the commit-to-sent time as the buyer sees it.
 */
import type { ReceivedMail } from "../../tests/support/smtp-sink";

export type MailClock = {
  /** performance.now() when each purchase's e-mail arrived, for those that arrived within timeoutMs. */
  arrivals(purchaseIds: readonly string[], timeoutMs: number): Promise<Map<string, number>>;
  /** How many messages arrived that name no purchase (they would show a change in the e-mail's encoding). */
  unmatched(): number;
  stop(): void;
};

export function startMailClock(received: readonly ReceivedMail[]): MailClock {
  const arrived = new Map<string, number>();
  let seen = 0;
  let unmatched = 0;
  const poll = () => {
    for (; seen < received.length; seen++) {
      // Undo quoted-printable soft line breaks, which may cut the link.
      const text = received[seen]!.raw.replace(/=\r?\n/g, "");
      const ids = [...text.matchAll(/\/pro\/leads\/([0-9a-f-]{36})/g)].map((m) => m[1]!);
      if (ids.length === 0) unmatched += 1;
      for (const id of ids) if (!arrived.has(id)) arrived.set(id, performance.now());
    }
  };
  const timer = setInterval(poll, 5);
  return {
    async arrivals(purchaseIds, timeoutMs) {
      const deadline = performance.now() + timeoutMs;
      while (purchaseIds.some((id) => !arrived.has(id)) && performance.now() < deadline) await new Promise((r) => setTimeout(r, 20));
      poll();
      return new Map(purchaseIds.filter((id) => arrived.has(id)).map((id) => [id, arrived.get(id)!]));
    },
    unmatched: () => unmatched,
    stop: () => clearInterval(timer),
  };
}
