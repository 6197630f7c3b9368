import type { Env } from "~/env.server";
import type { OutboundPolicy } from "./send-outbound.server";

/**
 * Which targets outbound requests may reach in this process: public addresses
 * only in production; outside it (NODE_ENV development or test) also this
 * machine's loopback interface, where tests and a developer run their
 * stand-ins. Decided by NODE_ENV (unset counts as production), never by how
 * the site itself is served: an http PUBLIC_URL behind a TLS proxy is still
 * production.
 */
export function outboundPolicyFor(env: Pick<Env, "NODE_ENV">): OutboundPolicy {
  return { allowLoopback: env.NODE_ENV !== "production" };
}
