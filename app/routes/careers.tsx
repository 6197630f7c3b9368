import { ArrowRight, Briefcase, ChevronDown, Clock, MapPin } from "lucide-react";
import type { Route } from "./+types/careers";
import { Icon } from "~/components/icon";
import { PageHero, Section } from "~/components/page-hero";
import { buttonVariants } from "~/components/ui/button";
import { site } from "~/config/site";
import { formResponse, runFormHandler } from "~/web/form-action.server";
import { careerBenefits, careersIntro, jobPositions } from "~/content/careers";
import { careerApplicationPost, handleCareerApplicationSubmission } from "~/domain/career-applications/handle-career-application-submission.server";
import { appContext } from "~/web/context.server";
import { submitForm } from "~/web/submit-form.server";
import { seo } from "~/lib/seo";
import { cn } from "~/lib/utils";
import { passOnHeaders } from "~/lib/route-headers";
import { Island, islands } from "~/browser";
import careerApplicationIsland from "~/components/islands/entries/career-application";

/** Only the application section runs in the browser (an island, docs/decisions/0040); the rest of the page is HTML. */
export const handle = islands(careerApplicationIsland);

export function loader({ request }: Route.LoaderArgs) {
  const requested = new URL(request.url).searchParams.get("position");
  // Only ids of open positions are passed on; anything else means a general application.
  const positionId = jobPositions.find((p) => p.id === requested)?.id;
  return { positionId };
}

export async function action({ request, context }: Route.ActionArgs) {
  return formResponse(
    await runFormHandler("career-application", async () =>
      submitForm(careerApplicationPost, handleCareerApplicationSubmission, request, await appContext(context)),
    ),
  );
}

// Retry-After, Cache-Control and Referrer-Policy from the loader and action reach the response.
export const headers = passOnHeaders;

export const meta: Route.MetaFunction = ({ matches }) =>
  seo(matches, {
    title: "Careers",
    description: `Join the ${site.name} team in New York. See our six open positions in engineering, operations, marketing, sales and support, and our benefits.`,
    path: "/careers",
  });

const benefitIcons = ["BadgeDollarSign", "Heart", "House", "Sun", "TrendingUp", "Award"];

export default function Careers({ loaderData, actionData }: Route.ComponentProps) {
  const { positionId } = loaderData;
  return (
    <>
      <PageHero
        eyebrow="Careers"
        title="Build the Future of Home Services With Us"
        subtitle={`Help homeowners find contractors they can trust and help contractors grow their businesses. We are hiring in ${site.city}.`}
      >
        <div className="flex flex-col gap-3 sm:flex-row">
          <a href="#positions" className={cn(buttonVariants({ variant: "inverse", size: "lg" }))}>
            View Open Positions
          </a>
          <a href="/careers#apply" className={buttonVariants({ variant: "outlineInverse", size: "lg" })}>
            Submit Your Resume
          </a>
        </div>
      </PageHero>

      <Section id="why" title="Why Work With Us">
        <p className="mx-auto -mt-4 mb-12 max-w-3xl text-lg leading-8 text-muted-foreground sm:text-center">{careersIntro}</p>
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {careerBenefits.map((b, i) => (
            <li key={b.title} className="rounded-xl border bg-card p-6 shadow-sm">
              <span className="flex size-11 items-center justify-center rounded-lg bg-secondary text-primary">
                <Icon name={benefitIcons[i] ?? "Star"} className="size-5" />
              </span>
              <h3 className="mt-4 text-lg font-semibold">{b.title}</h3>
              <p className="mt-2 leading-7 text-muted-foreground">{b.description}</p>
            </li>
          ))}
        </ul>
      </Section>

      <Section
        id="positions"
        title="Open Positions"
        intro={`${jobPositions.length} open roles at our ${site.city} office. Open any role to see what you would do and what we are looking for.`}
        muted
      >
        <ul className="mx-auto max-w-4xl space-y-6">
          {jobPositions.map((p) => (
            <li
              key={p.id}
              id={`position-${p.id}`}
              className={cn("scroll-mt-24 rounded-xl border bg-card p-6 shadow-sm md:p-8", p.id === positionId && "border-primary ring-2 ring-primary")}
            >
              <div className="flex flex-col gap-4 md:flex-row md:items-start md:justify-between">
                <div>
                  <h3 className="text-xl font-bold tracking-tight md:text-2xl">{p.title}</h3>
                  <ul aria-label="Position details" className="mt-3 flex flex-wrap gap-x-5 gap-y-2 text-sm text-muted-foreground">
                    <li className="inline-flex items-center gap-1.5">
                      <Briefcase className="size-4" aria-hidden="true" />
                      {p.department}
                    </li>
                    <li className="inline-flex items-center gap-1.5">
                      <MapPin className="size-4" aria-hidden="true" />
                      {p.location}
                    </li>
                    <li className="inline-flex items-center gap-1.5">
                      <Clock className="size-4" aria-hidden="true" />
                      {p.type}
                    </li>
                  </ul>
                </div>
                <a
                  href={`/careers?position=${p.id}#apply`}
                  aria-label={`Apply Now: ${p.title}`}
                  className={cn(buttonVariants({ className: "shrink-0 self-start" }))}
                >
                  Apply Now
                  <ArrowRight aria-hidden="true" />
                </a>
              </div>
              <p className="mt-4 leading-7 text-foreground/90">{p.description}</p>
              <details className="group mt-5 rounded-lg border bg-muted/50">
                <summary className="flex cursor-pointer list-none items-center justify-between gap-3 rounded-lg px-4 py-3 text-sm font-semibold text-primary [&::-webkit-details-marker]:hidden">
                  Responsibilities and requirements
                  <ChevronDown className="size-4 shrink-0 transition-transform group-open:rotate-180" aria-hidden="true" />
                </summary>
                <div className="grid gap-6 px-4 pb-5 pt-1 md:grid-cols-2">
                  <div>
                    <h4 className="font-semibold">What you will do</h4>
                    <ul className="mt-2 list-disc space-y-1.5 pl-5 text-sm leading-6 text-foreground/90">
                      {p.responsibilities.map((r) => (
                        <li key={r}>{r}</li>
                      ))}
                    </ul>
                  </div>
                  <div>
                    <h4 className="font-semibold">What we are looking for</h4>
                    <ul className="mt-2 list-disc space-y-1.5 pl-5 text-sm leading-6 text-foreground/90">
                      {p.requirements.map((r) => (
                        <li key={r}>{r}</li>
                      ))}
                    </ul>
                  </div>
                </div>
              </details>
            </li>
          ))}
        </ul>
        <div className="mx-auto mt-10 max-w-4xl rounded-xl border border-dashed border-primary/40 bg-card p-6 text-center md:p-8">
          <h3 className="text-lg font-semibold">Don&apos;t see a role that fits?</h3>
          <p className="mt-2 text-muted-foreground">We are always glad to meet talented people. Send us your résumé and tell us how you would like to help.</p>
          <a href="/careers#apply" className={cn(buttonVariants({ variant: "outline", size: "lg", className: "mt-5" }))}>
            Submit Your Resume
          </a>
        </div>
      </Section>

      <Island of={careerApplicationIsland} props={{ positionId, outcome: actionData }} />
    </>
  );
}
