import type { RouterContextProvider } from "react-router";
import { db } from "~/db/database.server";
import type { DomainContext } from "~/domain/shared/domain-context.server";
import { env } from "~/env.server";
import { requestInfo } from "~/lib/request-context.server";

export type AppContext = DomainContext & {
  /** The client's IP address (rate limits, consent records); null when unknown. */
  ip: string | null;
};

/**
 * What a route hands to the domain: the process's database and parsed
 * settings, and, given the router context, the client's IP. The domain never
 * reaches for these itself, so tests pass their own.
 */
export async function appContext(context?: Readonly<RouterContextProvider>): Promise<AppContext> {
  return { db: await db(), env: env(), ip: (context && requestInfo(context)?.ip) ?? null };
}
