import { data, Outlet } from "react-router";
import type { Route } from "./+types/admin-layout";
import { adminHeaders } from "~/components/admin/admin-headers";
import { requireAdmin } from "~/web/require-admin.server";
import { TabNav } from "~/components/tab-nav";

export const headers = adminHeaders;

export async function loader({ request }: Route.LoaderArgs) {
  const { sendHeaders } = await requireAdmin(request);
  return data({ ok: true }, { headers: sendHeaders });
}

const nav = [
  { to: "/admin", label: "Overview", end: true },
  { to: "/admin/applications", label: "Applications" },
  { to: "/admin/returns", label: "Returns" },
  { to: "/admin/contractors", label: "Contractors" },
  { to: "/admin/leads", label: "Leads" },
  { to: "/admin/prices", label: "Prices" },
  { to: "/admin/messages", label: "Messages" },
  { to: "/admin/outbox", label: "Outbox" },
  { to: "/admin/audit", label: "Audit log" },
];

export default function AdminLayout() {
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
      <TabNav label="Admin" items={nav} className="mb-8 overflow-x-auto border-b" listClassName="flex min-w-max gap-1" tabClassName="inline-block border-b-2 px-3 py-2 text-sm font-medium" />
      <Outlet />
    </div>
  );
}
