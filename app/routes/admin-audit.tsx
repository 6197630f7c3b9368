import { data, Link } from "react-router";
import type { Route } from "./+types/admin-audit";
import { adminHeaders } from "~/components/admin/admin-headers";
import { requireAdmin } from "~/web/require-admin.server";
import { afterOf, loadPage } from "~/web/list-page.server";
import { ExportLink } from "~/components/admin/admin-filters";
import { AdminPageHeader, AdminPageLinks, AdminTable, EmptyState } from "~/components/admin/admin-ui";
import { useLocalTime } from "~/components/local-time";
import { listAuditLog } from "~/domain/admin/list-audit-log.server";
import { describeAuditEntry } from "~/domain/admin/describe-audit-entry";
import { seo } from "~/lib/seo";

export const headers = adminHeaders;

export const meta: Route.MetaFunction = ({ matches }) =>
  seo(matches, {
    title: "Audit log · Admin",
    description: "Admin console: the audit log of every decision and change, with who made it, when, what it changed and the record before and after.",
    path: "/admin/audit",
    noindex: true,
  });

export async function loader({ request }: Route.LoaderArgs) {
  const { ctx, sendHeaders } = await requireAdmin(request);
  const after = afterOf(request);
  const page = await loadPage(listAuditLog(ctx.db, { after }));
  const entries = page.rows.map((e) => ({
    id: e.id,
    at: e.at,
    entity: e.entity,
    entityId: e.entityId,
    action: e.action,
    words: describeAuditEntry(e),
    before: e.before == null ? "" : JSON.stringify(e.before),
    after: e.after == null ? "" : JSON.stringify(e.after),
  }));
  return data({ page: { next: page.next, paged: after !== undefined }, entries }, { headers: sendHeaders });
}

const entityLinks: Record<string, string> = {
  contractor_application: "/admin/applications/",
  contractor: "/admin/contractors/",
  quote_request: "/admin/quote-requests/",
};

export default function AdminAudit({ loaderData }: Route.ComponentProps) {
  const { formatDateTime } = useLocalTime();
  const { entries, page } = loaderData;
  return (
    <>
      <AdminPageHeader title="Audit log" intro="Every decision and change, newest first." />
      <ExportLink list="audit" />
      {entries.length === 0 ? (
        <EmptyState>Nothing recorded yet.</EmptyState>
      ) : (
        <AdminTable columns={["When", "Who", "What", "Before → after"]}>
          {entries.map((e) => {
            const base = entityLinks[e.entity];
            return (
              <tr key={e.id} className="align-top">
                <td className="px-4 py-3 whitespace-nowrap">{formatDateTime(e.at)}</td>
                <td className="px-4 py-3">{e.words.who}</td>
                <td className="px-4 py-3">
                  <span className="font-medium">{e.words.what}</span>
                  {e.words.note ? <span className="block text-muted-foreground">Reason: {e.words.note}</span> : null}
                  <span className="block text-muted-foreground">
                    {base ? (
                      <Link to={`${base}${e.entityId}`} className="text-primary underline underline-offset-4">
                        {e.words.subject}
                      </Link>
                    ) : (
                      e.words.subject
                    )}
                  </span>
                </td>
                <td className="max-w-md px-4 py-3">
                  {e.words.changes.length === 0 ? (
                    "—"
                  ) : (
                    <ul className="space-y-1">
                      {e.words.changes.map((c) => (
                        <li key={c.field}>
                          <span className="font-medium">{c.field}</span>: {c.before} → {c.after}
                        </li>
                      ))}
                    </ul>
                  )}
                  <details className="mt-2">
                    <summary className="cursor-pointer text-xs text-muted-foreground">Raw entry ({e.action})</summary>
                    <pre className="mt-1 whitespace-pre-wrap break-all font-mono text-xs">
                      {e.before || "—"} → {e.after || "—"}
                    </pre>
                  </details>
                </td>
              </tr>
            );
          })}
        </AdminTable>
      )}
      <AdminPageLinks base="/admin/audit" page={page} />
    </>
  );
}
