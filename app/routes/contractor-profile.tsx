import { BadgeCheck, CalendarClock, Clock, FileCheck2, MapPin, MessageSquareReply, ShieldAlert } from "lucide-react";
import { replyTimeWords, sentenceCase } from "~/domain/replies/reply-time-words";
import { data, isRouteErrorResponse, Link } from "react-router";
import type { Route } from "./+types/contractor-profile";
import { StarRating } from "~/components/marketing/contractor-card";
import { NotFound } from "~/components/not-found";
import { PageHero, Section } from "~/components/page-hero";
import { PageLinks } from "~/components/page-links";
import { buttonVariants } from "~/components/ui/button";
import { cn } from "~/lib/utils";
import { Card } from "~/components/ui/card";
import { getCategory } from "~/content/categories";
import { getPublicProfile, listProfileReviews } from "~/domain/contractors/get-public-profile.server";
import { VERIFIED_BADGE } from "~/domain/contractors/verification";
import { localBusinessJsonLd } from "~/lib/local-business-json-ld";
import { originFrom, seo } from "~/lib/seo";
import { appContext } from "~/web/context.server";
import { afterOf, loadPage } from "~/web/list-page.server";

export async function loader({ params, request }: Route.LoaderArgs) {
  const { db } = await appContext();
  const now = new Date();
  const profile = await getPublicProfile(db, params.slug.toLowerCase(), now);
  if (!profile) throw data(null, { status: 404 });
  const after = afterOf(request);
  const reviews = await loadPage(listProfileReviews(db, profile.id, { after }));
  const { id: _id, ...shown } = profile;
  return { profile: shown, reviews: reviews.rows, next: reviews.next, paged: after !== undefined };
}

const tradeNames = (slugs: readonly string[]) => slugs.map((s) => getCategory(s)?.name ?? s);
const day = (iso: string) => new Date(`${iso}T00:00:00Z`).toLocaleDateString("en-US", { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" });

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  if (!loaderData)
    return seo(matches, { title: "Contractor not found", description: "This contractor profile does not exist.", path: "/find-contractors", noindex: true });
  const p = loaderData.profile;
  const path = `/contractors/${p.slug}`;
  const towns = [...new Set([...(p.radius ? [p.radius.town] : []), ...p.zips.map((z) => z.town)])];
  const rated = p.rating === null ? "" : ` Rated ${p.rating.toFixed(1)} from ${p.ratingCount} verified review${p.ratingCount === 1 ? "" : "s"}.`;
  return seo(matches, {
    title: `${p.businessName}: ${tradeNames(p.categories).join(", ")}`,
    description: `${p.businessName}, ${tradeNames(p.categories).join(" and ").toLowerCase()} serving ${towns.slice(0, 3).join("; ") || "its area"}.${rated} Request a free quote.`,
    path,
    jsonLd: localBusinessJsonLd({
      name: p.businessName,
      url: new URL(path, originFrom(matches)).toString(),
      areaServed: towns,
      rating: p.rating,
      ratingCount: p.ratingCount,
    }),
    // Later review pages repeat the profile: only the first is indexed.
    noindex: loaderData.paged,
  });
};

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  throw error;
}

export default function ContractorProfile({ loaderData }: Route.ComponentProps) {
  const { profile: p, reviews, next, paged } = loaderData;
  // A pro below the 4-star rule takes no request: the button asks other pros of the trade instead.
  const quoteHref = (category: string) =>
    p.takesRequests ? `/get-quotes?category=${category}&pro=${p.slug}#quote-form` : `/get-quotes?category=${category}#quote-form`;
  const towns = [...new Set(p.zips.map((z) => z.town))];
  return (
    <>
      <PageHero eyebrow={tradeNames(p.categories).join(" · ")} title={p.businessName}>
        <div className="flex flex-wrap items-center gap-x-6 gap-y-3 text-blue-50">
          {p.rating !== null ? (
            <span className="flex items-center gap-2" data-testid="profile-rating">
              <StarRating rating={p.rating} className="text-white" /> {p.ratingCount} verified review{p.ratingCount === 1 ? "" : "s"}
            </span>
          ) : (
            <span data-testid="profile-rating">No reviews yet</span>
          )}
          {replyTimeWords(p.replyMedianMinutes) ? (
            <span className="flex items-center gap-1.5" data-testid="profile-reply-time">
              <Clock className="size-4" aria-hidden="true" /> {sentenceCase(replyTimeWords(p.replyMedianMinutes)!)}
            </span>
          ) : null}
          {p.verification.verified ? (
            <span className="inline-flex items-center gap-1.5 rounded-full bg-white px-3 py-1 text-sm font-semibold text-primary" data-testid="verified-badge">
              <BadgeCheck className="size-4 text-success" aria-hidden="true" /> {VERIFIED_BADGE}
            </span>
          ) : null}
          <span className="flex items-center gap-1.5">
            <CalendarClock className="size-4" aria-hidden="true" /> {p.yearsInBusiness} year{p.yearsInBusiness === 1 ? "" : "s"} in business
          </span>
        </div>
        <div className="mt-6 flex flex-wrap gap-3">
          {p.categories.map((c) => (
            <Link key={c} to={quoteHref(c)} className={cn(buttonVariants({ size: "lgWrap", variant: "secondary", wrap: true }), "max-w-full text-center")}>
              {p.takesRequests ? "Request a quote from this pro" : "Get quotes from other pros"}
              {p.categories.length > 1 ? ` (${getCategory(c)?.name ?? c})` : ""}
            </Link>
          ))}
        </div>
      </PageHero>

      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-12 sm:px-6 md:grid-cols-2 lg:px-8">
        <Card className="p-6">
          <h2 className="flex items-center gap-2 text-xl font-bold">
            <MapPin className="size-5 text-primary" aria-hidden="true" /> Service area
          </h2>
          {p.radius ? (
            <p className="mt-3">
              Within {p.radius.miles} miles of {p.radius.town} ({p.radius.zip}).
            </p>
          ) : null}
          {towns.length > 0 ? (
            <>
              <p className="mt-3">Towns: {towns.join("; ")}.</p>
              <p className="mt-2 text-sm text-muted-foreground">ZIP codes: {p.zips.map((z) => z.zip).join(", ")}</p>
            </>
          ) : null}
          {!p.radius && towns.length === 0 ? <p className="mt-3 text-muted-foreground">This pro has not set a service area yet.</p> : null}
        </Card>
        <Card className="p-6">
          <h2 className="flex items-center gap-2 text-xl font-bold">
            <FileCheck2 className="size-5 text-primary" aria-hidden="true" /> Licence and insurance
          </h2>
          <p className="mt-1 text-sm text-muted-foreground">Checked by our team against the documents the pro sent us.</p>
          <dl className="mt-4 grid gap-3">
            <Document label="Licence" detail={p.licenseNumber} expires={p.licenseExpiresOn} valid={p.verification.licenseValid} />
            <Document label="Insurance" detail={p.insuranceProvider} expires={p.insuranceExpiresOn} valid={p.verification.insuranceValid} />
          </dl>
        </Card>
      </div>

      <Section id="reviews" title="Reviews" intro="Only homeowners whose request this pro bought can review it, once per request.">
        {reviews.length === 0 ? (
          <p className="text-center text-muted-foreground">{paged ? "No more reviews." : "No reviews yet."}</p>
        ) : (
          <ol className="mx-auto flex max-w-3xl flex-col gap-4" data-testid="reviews">
            {reviews.map((r) => (
              <li key={r.id}>
                <Card className="p-5">
                  <div className="flex flex-wrap items-center justify-between gap-2">
                    <StarRating rating={r.stars} />
                    <time className="text-sm text-muted-foreground" dateTime={new Date(r.createdAt).toISOString()}>
                      {day(new Date(r.createdAt).toISOString().slice(0, 10))}
                    </time>
                  </div>
                  {r.hired !== null ? (
                    <p className="mt-2 text-sm text-muted-foreground">{r.hired ? "Hired this pro for the job" : "Did not hire this pro"}</p>
                  ) : null}
                  {r.body ? <p className="mt-3 whitespace-pre-line">{r.body}</p> : null}
                  {r.reply ? (
                    <div className="mt-4 rounded-md border-l-4 border-primary bg-muted p-3 text-sm">
                      <p className="flex items-center gap-1.5 font-semibold">
                        <MessageSquareReply className="size-4" aria-hidden="true" /> Reply from {p.businessName}
                      </p>
                      <p className="mt-1 whitespace-pre-line">{r.reply}</p>
                    </div>
                  ) : null}
                </Card>
              </li>
            ))}
          </ol>
        )}
        <div className="mx-auto mt-6 max-w-3xl">
          <PageLinks base={`/contractors/${p.slug}`} label="Review pages" paged={paged} next={next} firstLabel="Newest reviews" nextLabel="Older reviews" />
        </div>
      </Section>
    </>
  );
}

function Document({ label, detail, expires, valid }: { label: string; detail: string; expires: string | null; valid: boolean }) {
  // A <dl> group holds only <dt> and <dd>: the icon sits inside the term.
  return (
    <div>
      <dt className="flex items-center gap-2 font-semibold">
        {valid ? (
          <BadgeCheck className="size-5 shrink-0 text-success" aria-hidden="true" />
        ) : (
          <ShieldAlert className="size-5 shrink-0 text-amber-600" aria-hidden="true" />
        )}
        {label}
      </dt>
      <dd className="ml-7 text-sm">
        {detail}:{" "}
        {valid && expires ? `verified, valid until ${day(expires)}` : expires ? `expired on ${day(expires)}, renewal not yet verified` : "not verified"}
      </dd>
    </div>
  );
}
