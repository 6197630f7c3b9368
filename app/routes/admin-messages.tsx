import { data, Link } from "react-router";
import type { Route } from "./+types/admin-messages";
import { adminHeaders } from "~/components/admin/admin-headers";
import { requireAdmin } from "~/web/require-admin.server";
import { afterOf, loadPage } from "~/web/list-page.server";
import { searchOf } from "~/web/admin-list-filters.server";
import { ExportLink, FilterForm, SearchInput } from "~/components/admin/admin-filters";
import { AdminPageHeader, AdminPageLinks, EmptyState, StatusBadge } from "~/components/admin/admin-ui";
import { useLocalTime } from "~/components/local-time";
import { jobPositions } from "~/content/careers";
import { listCareerApplications } from "~/domain/admin/list-career-applications.server";
import { listContactMessages } from "~/domain/admin/list-contact-messages.server";
import { listPricingRequests } from "~/domain/admin/list-pricing-requests.server";
import { seo } from "~/lib/seo";
import { cn } from "~/lib/utils";
import { EmailAndPhone, PhoneLink } from "~/components/phone-link";

export const headers = adminHeaders;

export const meta: Route.MetaFunction = ({ matches }) =>
  seo(matches, {
    title: "Messages · Admin",
    description: "Admin console: contact form messages, custom pricing requests from contractors and job applications with résumés, newest first.",
    path: "/admin/messages",
    noindex: true,
  });

const KINDS = [
  { key: "contact", label: "Contact messages" },
  { key: "pricing", label: "Pricing requests" },
  { key: "careers", label: "Career applications" },
] as const;
type Kind = (typeof KINDS)[number]["key"];

export async function loader({ request }: Route.LoaderArgs) {
  const { ctx, sendHeaders } = await requireAdmin(request);
  const params = new URL(request.url).searchParams;
  const raw = params.get("kind");
  const kind: Kind = raw === "pricing" || raw === "careers" ? raw : "contact";
  const q = kind === "contact" ? searchOf(params) : "";
  const after = afterOf(request);
  const none = { rows: [], next: null };
  // Only the chosen kind is read, one keyset page of it; the page links keep the kind.
  const [contact, pricing, careers] = await loadPage(
    Promise.all([
      kind === "contact" ? listContactMessages(ctx.db, { after }, { q }) : none,
      kind === "pricing" ? listPricingRequests(ctx.db, { after }) : none,
      kind === "careers" ? listCareerApplications(ctx.db, { after }) : none,
    ]),
  );
  const next = contact.next ?? pricing.next ?? careers.next;
  return data(
    { kind, q, contact: contact.rows, pricing: pricing.rows, careers: careers.rows, page: { next, paged: after !== undefined } },
    { headers: sendHeaders },
  );
}

const positionTitle = (id: string | null) => (id ? (jobPositions.find((p) => p.id === id)?.title ?? id) : "General application");

export default function AdminMessages({ loaderData }: Route.ComponentProps) {
  const { formatDateTime } = useLocalTime();
  const { kind, q, contact, pricing, careers, page } = loaderData;
  return (
    <>
      <AdminPageHeader title="Messages" intro="What people sent through the public forms. E-mails and text messages the product sent are in the outbox." />
      <nav aria-label="Message kinds" className="mb-6">
        <ul className="flex flex-wrap gap-2">
          {KINDS.map((k) => (
            <li key={k.key}>
              <Link
                to={`/admin/messages?kind=${k.key}`}
                aria-current={k.key === kind ? "page" : undefined}
                className={cn(
                  "inline-block rounded-full border px-3 py-1.5 text-sm font-medium",
                  k.key === kind ? "border-primary bg-primary text-primary-foreground" : "hover:bg-muted",
                )}
              >
                {k.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {kind === "contact" ? (
        <>
          <FilterForm>
            <input type="hidden" name="kind" value="contact" />
            <SearchInput value={q} placeholder="Name, e-mail, phone, words of the message" />
          </FilterForm>
          <ExportLink list="messages" filters={{ q }} />
        </>
      ) : null}
      {kind === "contact" ? (
        contact.length === 0 ? (
          <EmptyState>{q ? "No contact messages match this search." : "No contact messages yet."}</EmptyState>
        ) : (
          <ul className="space-y-4">
            {contact.map((m) => (
              <li key={m.id} className="rounded-lg border bg-card p-4 wrap-anywhere">
                <div className="flex flex-wrap items-baseline gap-2">
                  <h2 className="font-semibold">
                    <Link to={`/admin/messages/${m.id}`} className="text-primary underline-offset-4 hover:underline">
                      {m.firstName} {m.lastName}
                    </Link>
                  </h2>
                  {m.closedAt ? <StatusBadge status="closed" /> : <StatusBadge status="open" />}
                  <span className="text-sm capitalize text-muted-foreground">{m.role}</span>
                  <span className="ml-auto text-sm text-muted-foreground">{formatDateTime(m.createdAt)}</span>
                </div>
                <p className="text-sm text-muted-foreground">
                  <EmailAndPhone email={m.email} phone={m.phone} />
                </p>
                <p className="mt-2 whitespace-pre-line text-sm">{m.message}</p>
              </li>
            ))}
          </ul>
        )
      ) : null}
      {kind === "pricing" ? (
        pricing.length === 0 ? (
          <EmptyState>No pricing requests yet.</EmptyState>
        ) : (
          <ul className="space-y-4">
            {pricing.map((p) => (
              <li key={p.id} className="rounded-lg border bg-card p-4 wrap-anywhere">
                <div className="flex flex-wrap items-baseline gap-2">
                  <h2 className="font-semibold">{p.businessName}</h2>
                  <span className="ml-auto text-sm text-muted-foreground">{formatDateTime(p.createdAt)}</span>
                </div>
                <p className="text-sm">
                  {p.fullName} · {p.email} · <PhoneLink phone={p.phone} />
                </p>
                {p.website ? <p className="text-sm text-muted-foreground">Website: {p.website}</p> : null}
              </li>
            ))}
          </ul>
        )
      ) : null}
      {kind === "careers" ? (
        careers.length === 0 ? (
          <EmptyState>No career applications yet.</EmptyState>
        ) : (
          <ul className="space-y-4">
            {careers.map((c) => (
              <li key={c.id} className="rounded-lg border bg-card p-4 wrap-anywhere">
                <div className="flex flex-wrap items-baseline gap-2">
                  <h2 className="font-semibold">{c.fullName}</h2>
                  <span className="text-sm text-muted-foreground">{positionTitle(c.positionId)}</span>
                  <span className="ml-auto text-sm text-muted-foreground">{formatDateTime(c.createdAt)}</span>
                </div>
                <p className="text-sm text-muted-foreground">
                  {c.email} · <PhoneLink phone={c.phone} />
                </p>
                {c.note ? <p className="mt-2 whitespace-pre-line text-sm">{c.note}</p> : null}
                <a href={`/admin/resumes/${c.id}`} download className="mt-2 inline-block text-sm font-medium text-primary underline underline-offset-4">
                  Download résumé of {c.fullName} ({c.resumeOriginalName})
                </a>
              </li>
            ))}
          </ul>
        )
      ) : null}
      <AdminPageLinks base="/admin/messages" page={page} filters={{ kind, q }} />
    </>
  );
}
