import { ArrowRight, ClipboardCheck } from "lucide-react";
import { NumberedSteps } from "~/components/numbered-steps";
import type { Route } from "./+types/contractor-application";
import { Icon } from "~/components/icon";
import { PageHero } from "~/components/page-hero";
import { Island, islands } from "~/browser";
import applicationIsland from "~/components/islands/entries/contractor-application";
import { formResponse, runFormHandler } from "~/web/form-action.server";
import { Card } from "~/components/ui/card";
import { site } from "~/config/site";
import { contractorApplicationBenefits, whatHappensNext } from "~/content/marketing";
import {
  contractorApplicationPost,
  handleContractorApplicationSubmission,
} from "~/domain/contractor-applications/handle-contractor-application-submission.server";
import { appContext } from "~/web/context.server";
import { submitForm } from "~/web/submit-form.server";
import { seo } from "~/lib/seo";
import { passOnHeaders } from "~/lib/route-headers";

/** Only the application form runs in the browser (an island, docs/decisions/0040); the rest of the page is HTML. */
export const handle = islands(applicationIsland);

const description = `Apply to join the ${site.name} contractor network. Get exclusive, pre-qualified leads delivered in real time. Applications are reviewed within 24-48 hours.`;

export function loader() {
  return { benefits: contractorApplicationBenefits, steps: whatHappensNext };
}

export async function action({ request, context }: Route.ActionArgs) {
  return formResponse(
    await runFormHandler("contractor-application", async () =>
      submitForm(contractorApplicationPost, handleContractorApplicationSubmission, request, await appContext(context)),
    ),
  );
}

// Retry-After, Cache-Control and Referrer-Policy from the loader and action reach the response.
export const headers = passOnHeaders;

export const meta: Route.MetaFunction = ({ matches }) =>
  seo(matches, {
    title: "Contractor Application",
    description,
    path: "/contractor-application",
    keywords: ["contractor application", "exclusive contractor leads", "join contractor network", "home improvement leads"],
  });

export default function ContractorApplication({ loaderData, actionData }: Route.ComponentProps) {
  const { benefits, steps } = loaderData;
  return (
    <>
      <PageHero
        eyebrow="For Contractors"
        title="Contractor Application"
        subtitle="Join 5,000+ verified contractors who grow their business with exclusive leads. Tell us about your business, and we'll review your application within 24-48 hours."
      />

      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-16 sm:px-6 lg:grid-cols-3 lg:grid-rows-[auto_1fr] lg:px-8">
        <section
          aria-labelledby="benefits-heading"
          className="rounded-2xl bg-gradient-to-br from-primary to-blue-900 p-6 text-white shadow-lg sm:p-8 lg:col-start-3 lg:row-start-1 lg:self-start"
        >
          <h2 id="benefits-heading" className="text-2xl font-bold tracking-tight">
            Why Join {site.name}?
          </h2>
          <ul className="mt-6 grid gap-5 sm:grid-cols-2 lg:grid-cols-1">
            {benefits.map((b) => (
              <li key={b.title} className="flex gap-4">
                <span className="grid size-10 shrink-0 place-items-center rounded-lg bg-white/15">
                  <Icon name={b.icon} className="size-5" />
                </span>
                <div>
                  <h3 className="font-semibold">{b.title}</h3>
                  <p className="mt-1 text-sm leading-6 text-blue-50">{b.description}</p>
                </div>
              </li>
            ))}
          </ul>
          <a href="/join-network" className="mt-6 inline-flex items-center gap-1.5 text-sm font-semibold text-white underline underline-offset-2">
            See the requirements to join
            <ArrowRight className="size-4" aria-hidden="true" />
          </a>
        </section>

        <section id="application" aria-labelledby="application-heading" className="scroll-mt-24 lg:col-span-2 lg:col-start-1 lg:row-span-2 lg:row-start-1">
          <Card className="p-6 sm:p-8">
            <div className="mb-6 flex items-start gap-3">
              <ClipboardCheck className="mt-1 size-6 shrink-0 text-primary" aria-hidden="true" />
              <div>
                <h2 id="application-heading" className="text-2xl font-bold tracking-tight">
                  Tell Us About Your Business
                </h2>
                <p className="mt-1 text-muted-foreground">It takes about five minutes. Have your license number and insurance certificate ready.</p>
              </div>
            </div>
            <Island of={applicationIsland} props={{ outcome: actionData }} />
          </Card>
        </section>

        <section aria-labelledby="next-heading" className="rounded-2xl border bg-card p-6 shadow-sm sm:p-8 lg:col-start-3 lg:row-start-2 lg:self-start">
          <h2 id="next-heading" className="text-2xl font-bold tracking-tight">
            What Happens Next
          </h2>
          <NumberedSteps steps={steps.map((s) => ({ title: s.title, text: s.description }))} className="mt-6 gap-6" />
          <p className="mt-6 border-t pt-4 text-sm text-muted-foreground">
            Questions about your application? Email{" "}
            <a href={`mailto:${site.contractorEmail}`} className="break-words font-medium text-primary underline underline-offset-2">
              {site.contractorEmail}
            </a>
            .
          </p>
        </section>
      </div>
    </>
  );
}
