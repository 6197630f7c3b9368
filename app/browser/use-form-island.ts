import { unexpectedFailure, type FormOutcome } from "~/forms/form-outcome";
import { useIslandAction, type IslandAction } from "./use-island-action";

/**
 * A form island's state: the outcome the page was rendered with (a post without JavaScript), then the answer
 * to each post the island makes. `pending` stays true after a success that redirects, while the next page loads,
 * so a second click cannot post again.
 */
export function useFormIsland<T extends object>(
  rendered: FormOutcome<T> | undefined,
): {
  Form: IslandAction<FormOutcome<T>>["Form"];
  pending: boolean;
  outcome: FormOutcome<T> | undefined;
} {
  const post = useIslandAction<FormOutcome<T>>(() => unexpectedFailure());
  return { Form: post.Form, pending: post.state !== "idle", outcome: post.data ?? rendered };
}
