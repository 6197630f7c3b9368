/**
 * /admin/export/:list — every row of an admin list as CSV, with the filters of the list page's URL (the same readers,
 * so the export is what the filtered list shows), streamed batch by batch (domain/admin/export-lists.server.ts).
 */
import type { Route } from "./+types/admin-export";
import { exportColumns, exportRows, EXPORT_LISTS, type ExportList, type ExportRequest } from "~/domain/admin/export-lists.server";
import { applicationStatusOf, leadsFilterOf, outboxFilterOf, returnStatusOf, searchOf } from "~/web/admin-list-filters.server";
import { nowOf } from "~/domain/shared/domain-context.server";
import { csvResponse } from "~/web/csv-response.server";
import { requireAdmin } from "~/web/require-admin.server";
import { getStaffTimeZone } from "~/domain/accounts/staff-time-zone.server";
import { dayIn } from "~/lib/zone-days";

const isList = (value: string): value is ExportList => (EXPORT_LISTS as readonly string[]).includes(value);

function requestOf(list: ExportList, params: URLSearchParams, timeZone: string): ExportRequest {
  switch (list) {
    case "leads":
      return { list, filter: leadsFilterOf(params, timeZone).query };
    case "contractors":
    case "messages":
      return { list, filter: { q: searchOf(params) } };
    case "applications":
      return { list, filter: { status: applicationStatusOf(params) } };
    case "outbox":
      return { list, filter: outboxFilterOf(params).query };
    case "returns":
      return { list, filter: { status: returnStatusOf(params) } };
    case "audit":
      return { list, filter: {} };
  }
}

export async function loader({ request, params }: Route.LoaderArgs) {
  const { ctx, adminId, sendHeaders } = await requireAdmin(request);
  if (!isList(params.list)) throw new Response("Not Found", { status: 404 });
  // The admin's zone reads the filter's days as the list page does, and writes the times and the file's date.
  const timeZone = await getStaffTimeZone(ctx, adminId);
  const wanted = requestOf(params.list, new URL(request.url).searchParams, timeZone);
  const day = dayIn(nowOf(ctx), timeZone);
  return csvResponse(`thp-${wanted.list}-${day}.csv`, exportColumns(wanted.list), exportRows(ctx.db, wanted, timeZone), sendHeaders);
}
