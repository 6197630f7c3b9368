import { dataUrlOf, readSingleFetchAnswer, type SingleFetchAnswer } from "~/lib/react-router-private";

/** What an island's post came back with: the action's data, or where the server sent the visitor. */
export type ActionOutcome<T> = SingleFetchAnswer<T>;

/** The route's own data endpoint for a form's action. The fragment is the no-JavaScript way back to the form. */
export function actionDataUrl(action: string, base: string): URL {
  return dataUrlOf(new URL(action, base));
}

/**
 * Posts a form to its route action through React Router's single-fetch endpoint, as the router's fetchers do,
 * so the server needs no second protocol for pages whose islands run without the router (docs/decisions/0040).
 * A form posts URL-encoded unless it carries files.
 */
export async function postToAction<T>(form: HTMLFormElement, submitter: HTMLElement | null, action: string): Promise<ActionOutcome<T>> {
  const fields = new FormData(form, submitter);
  const body = form.enctype === "multipart/form-data" ? fields : new URLSearchParams(fields as unknown as Record<string, string>);
  return readSingleFetchAnswer<T>(await fetch(actionDataUrl(action, window.location.href), { method: "POST", body, credentials: "same-origin" }));
}
