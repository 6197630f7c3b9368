/**
 * The web half of a keyset-paged list (app/domain/shared/keyset-page.server.ts):
 * the cursor a page link carries in `?after=`, and a cursor the server did not
 * make answered as the domain says (400 with its message), never a 500.
 */
import { data } from "react-router";
import { httpErrorOf } from "./http-error.server";

/** The cursor of a page link (`after`, or the parameter a second list on the page uses), or undefined on the first page. */
export function afterOf(request: Request, param = "after"): string | undefined {
  return new URL(request.url).searchParams.get(param) ?? undefined;
}

/** Await a page; a DomainError (a forged or stale cursor) becomes its status and message. */
export async function loadPage<T>(page: Promise<T>): Promise<T> {
  return page.catch((error: unknown) => {
    const http = httpErrorOf(error);
    throw http ? data(http.message, { status: http.status }) : error;
  });
}
