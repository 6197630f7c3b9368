import type { RouterContextProvider } from "react-router";
import { db } from "~/db/database.server";
import { env } from "~/env.server";
import { requestInfo } from "~/lib/request-context.server";
import type { SubmissionContext } from "./submission-context.server";

/** The context every form action hands to its handler: database, settings and the client's IP. */
export async function submissionContextFrom(context: Readonly<RouterContextProvider>): Promise<SubmissionContext> {
  return { db: await db(), env: env(), ip: requestInfo(context)?.ip ?? null };
}
