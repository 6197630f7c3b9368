/**
 * The body of a dashboard or admin-console form post, for actions that read
 * it as FormData (they take repeated fields, e.g. a contractor's categories,
 * which readForm refuses). request.formData() throws a TypeError on a body
 * that is not a form (no or another content type, broken multipart), which
 * React Router answers with a 500: here that is a 415 or 400 with a message
 * instead. The size is capped by the server's body limit (express-app.ts).
 */
import { data } from "react-router";
import { NOT_A_FORM_MESSAGE, UNREADABLE_FORM_MESSAGE } from "./form-data.server";

const FORM_TYPES = /^\s*(application\/x-www-form-urlencoded|multipart\/form-data\s*;.*\bboundary=)/i;

export async function readPostedForm(request: Request): Promise<FormData> {
  if (!FORM_TYPES.test(request.headers.get("content-type") ?? "")) throw data(NOT_A_FORM_MESSAGE, { status: 415 });
  try {
    return await request.formData();
  } catch {
    throw data(UNREADABLE_FORM_MESSAGE, { status: 400 });
  }
}
