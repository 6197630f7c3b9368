/** A request's state in words for its homeowner (decision 0021): waiting for pros, matched with N of M, or closed. */
export type RequestStateInput = {
  /** Pros who bought one of its leads. */
  sold: number;
  /** Pros the homeowner allowed (its number of leads). */
  requested: number;
  /** Its leads still on sale. */
  onSale: number;
};

export type RequestState = { code: "waiting" | "matched" | "closed"; words: string };

export function requestState({ sold, requested, onSale }: RequestStateInput): RequestState {
  const matched = `matched with ${sold} of ${requested} ${requested === 1 ? "pro" : "pros"}`;
  if (onSale === 0) return { code: "closed", words: sold > 0 ? `Closed: ${matched}` : "Closed: no pro took this request" };
  if (sold === 0) return { code: "waiting", words: "Waiting for pros" };
  return { code: "matched", words: `${matched.charAt(0).toUpperCase()}${matched.slice(1)}; still open to ${onSale} more` };
}
