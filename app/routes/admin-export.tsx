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
import { isoInZone } from "~/lib/format-time";

const isList = (value: string): value is ExportList => (EXPORT_LISTS as readonly string[]).includes(value);

function requestOf(list: ExportList, params: URLSearchParams): ExportRequest {
  switch (list) {
    case "leads":
      return { list, filter: leadsFilterOf(params).query };
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
  const wanted = requestOf(params.list, new URL(request.url).searchParams);
  const timeZone = await getStaffTimeZone(ctx, adminId);
  const day = isoInZone(nowOf(ctx), timeZone).slice(0, 10);
  return csvResponse(`thp-${wanted.list}-${day}.csv`, exportColumns(wanted.list), exportRows(ctx.db, wanted, timeZone), sendHeaders);
}
