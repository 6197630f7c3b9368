/**
 * /pro/leads/export — the signed-in contractor's bought leads as CSV, with the filters of the My leads URL (the
 * same schema, so the file holds what the filtered list shows, every page of it), streamed batch by batch.
 */
import { data } from "react-router";
import type { Route } from "./+types/pro-leads-export";
import { myLeadsFilterOf, myLeadsFilterSchema } from "~/forms/my-leads-filter";
import { MY_LEADS_CSV_COLUMNS, myLeadsCsvRows } from "~/domain/marketplace/export-my-leads.server";
import { nowOf } from "~/domain/shared/domain-context.server";
import { csvResponse } from "~/web/csv-response.server";
import { queryFilterOf } from "~/web/query-filter.server";
import { requireContractor } from "~/web/require-contractor.server";

export async function loader({ request }: Route.LoaderArgs) {
  const { ctx, contractorId, setCookie } = await requireContractor(request);
  const filter = queryFilterOf(request, myLeadsFilterSchema, ["status", "q"]);
  // A file of other rows than the list showed would mislead: refuse a bad filter with its message instead.
  const problem = Object.values(filter.fieldErrors)[0];
  if (problem) throw data(problem, { status: 400 });
  const day = nowOf(ctx).toISOString().slice(0, 10);
  return csvResponse(
    `my-leads-${day}.csv`,
    MY_LEADS_CSV_COLUMNS,
    myLeadsCsvRows(ctx, contractorId, myLeadsFilterOf(filter.value)),
    setCookie ? { "Set-Cookie": setCookie } : {},
  );
}
