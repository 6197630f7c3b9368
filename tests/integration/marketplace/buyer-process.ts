// A separate "app process" for the concurrency test: buys the given leads for the given contractors and prints outcomes as JSON.
import { openDatabase } from "~/db/client.server";
import { parseEnv } from "~/env.server";
import { purchaseLead } from "~/domain/marketplace/purchase-lead.server";

const { url, contractorIds, leadIds } = JSON.parse(process.argv[2] ?? "{}") as { url: string; contractorIds: string[]; leadIds: string[] };
const handle = await openDatabase({ databaseUrl: url, dataDir: "" });
const env = parseEnv({ NODE_ENV: "test", DATABASE_URL: url });
const outcomes = await Promise.allSettled(
  contractorIds.flatMap((c, i) =>
    (i % 2 ? leadIds.toReversed() : leadIds).map((l) => purchaseLead({ db: handle.db, env }, c, l, `p-${process.pid}-${c}-${l}`)),
  ),
);
await handle.close();
const counts: Record<string, number> = {};
for (const o of outcomes) {
  const k = o.status === "fulfilled" ? "sold" : ((o.reason as { code?: string }).code ?? String(o.reason));
  counts[k] = (counts[k] ?? 0) + 1;
}
console.log(JSON.stringify(counts));
