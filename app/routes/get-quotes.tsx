import { formatPhone } from "~/domain/deliveries/format-phone";
import { RATING_RULE, RATING_RULE_SHORT } from "~/content/rating-bar";
import { BadgeDollarSign, Calculator, CheckCircle2, Info, Lock, ShieldCheck, Star } from "lucide-react";
import { data, redirect } from "react-router";
import { z } from "zod";
import { NumberedSteps } from "~/components/numbered-steps";
import type { Route } from "./+types/get-quotes";
import { PageHero } from "~/components/page-hero";
import { formResponse, runFormHandler } from "~/web/form-action.server";
import { failureOf } from "~/forms/form-outcome";
import { Island, islands } from "~/browser";
import quoteRequestIsland from "~/components/islands/entries/quote-request";
import { Card } from "~/components/ui/card";
import { categorySlugs, getCategory, isCategorySlug } from "~/content/categories";
import { confirmationPath } from "~/domain/quote-requests/phone-code-keys.server";
import { appContext } from "~/web/context.server";
import { submitForm } from "~/web/submit-form.server";
import { getCalculatorLeadPrefill } from "~/domain/calculator-leads/get-calculator-lead-prefill.server";
import { handleQuoteRequestSubmission, quoteRequestPost } from "~/domain/quote-requests/handle-quote-request-submission.server";
import { findQuotedPro } from "~/domain/contractors/get-public-profile.server";
import { seo } from "~/lib/seo";
import { passOnHeaders } from "~/lib/route-headers";
import { formPageVisit } from "~/web/submission-signals.server";
import { RENDER_TOKEN_FIELD } from "~/forms/render-token";

/** Only the request form runs in the browser (an island, docs/decisions/0040); the rest of the page is HTML. */
export const handle = islands(quoteRequestIsland);

const description =
  "Get up to 3 free quotes from verified, licensed and insured contractors within 24 hours. Roofing, solar, HVAC, electrical, plumbing and more. 100% free.";

const querySchema = z.object({ category: z.enum(categorySlugs).nullable().catch(null) });

/** The details a calculator estimate already holds, so the homeowner never types them twice. */
async function calculatorPrefill(id: string | null) {
  if (!id) return { prefill: null, prefillExpired: false };
  const found = await getCalculatorLeadPrefill((await appContext()).db, id.trim(), new Date());
  if (!found) return { prefill: null, prefillExpired: true };
  return {
    prefill: {
      calculatorLeadId: found.calculatorLeadId,
      fullName: found.fullName,
      email: found.email,
      phone: formatPhone(found.phone),
      category: isCategorySlug(found.category) ? found.category : null,
      estimate: found.estimate,
    },
    prefillExpired: false,
  };
}

export async function loader({ request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const { prefill, prefillExpired } = await calculatorPrefill(params.get("calculatorLead"));
  const { category: requested } = querySchema.parse({ category: params.get("category") });
  const category = prefill?.category ?? requested;
  // "Request a quote from this pro": the profile's slug rides along in a hidden field; an unknown one is simply dropped.
  const proSlug = params.get("pro");
  const pro = proSlug && /^[a-z0-9-]{1,120}$/i.test(proSlug) ? ((await findQuotedPro((await appContext()).db, proSlug)) ?? null) : null;
  // The form's render token and device cookie: the quality score's signals of a post from this page (decision 0049).
  const ctx = await appContext();
  const visit = await formPageVisit(request, ctx.db, ctx.env, new Date());
  return data(
    { category, categoryName: category ? (getCategory(category)?.name ?? null) : null, prefill, prefillExpired, pro, renderToken: visit.renderToken },
    visit.setCookie ? { headers: { "Set-Cookie": visit.setCookie } } : undefined,
  );
}

export async function action({ request, context }: Route.ActionArgs) {
  const outcome = await runFormHandler("quote-request", async () =>
    submitForm(quoteRequestPost, handleQuoteRequestSubmission, request, await appContext(context), { measure: true }),
  );
  // Post/redirect/get: a refresh of the confirmation never posts again (and a repeat post returns the same reference).
  // With the page's key: only this browser may enter the texted code there (decision 0048).
  if (outcome.ok) return redirect(await confirmationPath((await appContext(context)).db, outcome.reference));
  return formResponse(outcome);
}

// Retry-After, Cache-Control and Referrer-Policy from the loader and action reach the response.
export const headers = passOnHeaders;

export const meta: Route.MetaFunction = ({ matches }) =>
  seo(matches, {
    title: "Get Free Quotes",
    description,
    path: "/get-quotes",
    keywords: ["free contractor quotes", "home improvement quotes", "roofing quotes", "solar quotes", "HVAC quotes"],
  });

const heroPoints = ["Up to 3 quotes", "Within 24 hours", "100% free, no obligation"];

const steps = [
  { title: "Tell us about your project", text: "It takes about two minutes." },
  { title: "Get matched within 24 hours", text: "Up to 3 verified local pros, as many as you allow." },
  { title: "Compare and hire", text: "Compare quotes side by side. You're never obliged to hire." },
];

const trustPoints = [
  { icon: ShieldCheck, title: "Licensed & insured", text: "We verify every contractor's license and insurance." },
  { icon: Star, title: RATING_RULE_SHORT, text: RATING_RULE },
  { icon: Lock, title: "Your details stay private", text: "Only the pros you allow receive your request." },
  { icon: BadgeDollarSign, title: "100% free for homeowners", text: "No fees, no obligation, no catch." },
];

export default function GetQuotes({ loaderData, actionData }: Route.ComponentProps) {
  const { category, categoryName, prefill, prefillExpired, pro, renderToken } = loaderData;
  const trade = categoryName === "HVAC" ? categoryName : categoryName?.toLowerCase();
  const failure = failureOf(actionData);
  const prefilled: Record<string, string> = prefill
    ? { fullName: prefill.fullName, email: prefill.email, phone: prefill.phone, calculatorLeadId: prefill.calculatorLeadId }
    : {};
  const defaultValues = {
    ...prefilled,
    ...(category ? { category } : {}),
    ...(pro ? { pro: pro.slug } : {}),
    ...failure?.values,
    [RENDER_TOKEN_FIELD]: renderToken,
  };
  const formAction = prefill
    ? `/get-quotes?calculatorLead=${prefill.calculatorLeadId}`
    : `/get-quotes${category || pro ? `?${new URLSearchParams({ ...(category ? { category } : {}), ...(pro ? { pro: pro.slug } : {}) }).toString()}` : ""}`;

  return (
    <>
      <PageHero
        eyebrow="100% Free for Homeowners"
        title="Get Free Quotes"
        subtitle={
          <p>
            Get up to 3 quotes from verified contractors within 24 hours{trade ? ` for your ${trade} project` : ""}. It's 100% free, and you're never obliged to
            hire.
          </p>
        }
      >
        <ul className="flex flex-wrap gap-x-6 gap-y-2 text-sm font-medium text-blue-50">
          {heroPoints.map((p) => (
            <li key={p} className="flex items-center gap-2">
              <CheckCircle2 className="size-4 shrink-0" aria-hidden="true" />
              {p}
            </li>
          ))}
        </ul>
      </PageHero>

      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-16 sm:px-6 lg:grid-cols-5 lg:px-8">
        <section id="quote-form" aria-labelledby="quote-form-heading" className="scroll-mt-24 lg:col-span-3">
          <Card className="p-6 sm:p-8">
            <h2 id="quote-form-heading" className="text-2xl font-bold tracking-tight">
              Tell Us About Your Project
            </h2>
            <p className="mb-6 mt-2 text-muted-foreground">We'll match you with licensed, insured pros near you.</p>
            {prefill ? (
              <p className="mb-6 flex gap-3 rounded-md border border-blue-200 bg-blue-50 p-4 text-sm">
                <Info className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
                <span>
                  We've filled in your details from your {categoryName ?? "calculator"} estimate
                  {prefill.estimate ? ` (${prefill.estimate})` : ""}. Add your ZIP code, check the rest and send your request.
                </span>
              </p>
            ) : null}
            {pro ? (
              <p className="mb-6 flex gap-3 rounded-md border border-blue-200 bg-blue-50 p-4 text-sm" data-testid="quoted-pro">
                <Info className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
                <span>
                  Your request goes to <strong>{pro.businessName}</strong> first: if they serve your ZIP code and trade, they have one hour to take it before
                  other verified pros can.
                </span>
              </p>
            ) : null}
            {prefillExpired ? (
              <p className="mb-6 flex gap-3 rounded-md border bg-muted p-4 text-sm">
                <Info className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
                <span>This estimate link has expired or was already used. Please fill in the form below.</span>
              </p>
            ) : null}
            <Island
              key={`${category ?? "any"}:${prefill?.calculatorLeadId ?? ""}:${pro?.slug ?? ""}`}
              of={quoteRequestIsland}
              props={{ outcome: actionData, defaultValues, action: `${formAction}#quote-form` }}
            />
          </Card>
        </section>

        <aside aria-label="About your free quotes" className="flex flex-col gap-8 lg:col-span-2">
          <section aria-labelledby="quote-steps-heading">
            <h2 id="quote-steps-heading" className="text-xl font-bold tracking-tight">
              How It Works
            </h2>
            <NumberedSteps steps={steps} />
          </section>

          <section aria-labelledby="quote-trust-heading" className="rounded-xl border bg-muted p-6">
            <h2 id="quote-trust-heading" className="text-xl font-bold tracking-tight">
              Why Homeowners Trust Us
            </h2>
            <ul className="mt-4 flex flex-col gap-4">
              {trustPoints.map((t) => (
                <li key={t.title} className="flex gap-3">
                  <t.icon className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
                  <div>
                    <h3 className="font-semibold">{t.title}</h3>
                    <p className="text-sm text-muted-foreground">{t.text}</p>
                  </div>
                </li>
              ))}
            </ul>
          </section>

          <div className="flex gap-3 rounded-xl border border-blue-200 bg-blue-50 p-5 text-sm">
            <Calculator className="size-5 shrink-0 text-primary" aria-hidden="true" />
            <p>
              <span className="font-semibold">Not sure of your budget?</span>{" "}
              <a href={category ? `/calculators/${category}` : "/calculators"} className="font-medium text-primary underline underline-offset-2">
                {categoryName ? `Try the free ${categoryName} calculator` : "Try our free cost calculators"}
              </a>{" "}
              for an estimate in about two minutes.
            </p>
          </div>
        </aside>
      </div>
    </>
  );
}
