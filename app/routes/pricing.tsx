import { useActionData } from "react-router";
import type { Route } from "./+types/pricing";
import { CtaBanner } from "~/components/cta-banner";
import { FaqList } from "~/components/marketing/faq-list";
import { PlanCards } from "~/components/marketing/plan-cards";
import { PriceTable } from "~/components/marketing/price-table";
import { PricingDialogProvider, pricingTableId } from "~/components/marketing/pricing-dialog";
import type { PricingRequestErrors } from "~/components/marketing/pricing-request-form";
import { PageHero, Section } from "~/components/page-hero";
import { pricingFaqs } from "~/content/marketing";
import { faqJsonLd, seo } from "~/lib/seo";

export const meta: Route.MetaFunction = ({ matches }) =>
  seo(matches, {
    title: "Pricing",
    description:
      "Compare Pay-As-You-Go, Professional ($299/month, 20% off every lead) and Enterprise plans for exclusive contractor leads, and request lead prices for your area.",
    path: "/pricing",
    jsonLd: faqJsonLd(pricingFaqs),
  });

/** Field errors from the pricing-request action, whatever else its reply holds. */
function pricingErrors(data: unknown): PricingRequestErrors | undefined {
  if (typeof data !== "object" || data === null || !("errors" in data)) return undefined;
  const errors = (data as { errors: unknown }).errors;
  return typeof errors === "object" && errors !== null ? (errors as PricingRequestErrors) : undefined;
}

export default function Pricing() {
  const errors = pricingErrors(useActionData());
  return (
    <PricingDialogProvider errors={errors}>
      <PageHero
        eyebrow="Pricing"
        title="Plans That Grow with Your Business"
        subtitle="Buy exclusive leads one at a time, or subscribe and save 20-30% on every lead. No shared leads, and invalid leads are replaced or credited."
      />

      <Section
        id="plans"
        title="Choose Your Plan"
        intro="Every plan includes exclusive leads, real-time delivery and our invalid-lead guarantee."
      >
        <div className="pt-4">
          <PlanCards />
        </div>
      </Section>

      <Section
        id={pricingTableId}
        muted
        title="Lead Prices by Category"
        intro="The price per exclusive lead depends on the category and your plan. Request pricing to see current rates for your service area."
      >
        <div className="mx-auto max-w-5xl">
          <PriceTable />
        </div>
      </Section>

      <Section id="faq" title="Frequently Asked Questions" intro="Straight answers about plans, billing and lead quality.">
        <FaqList faqs={pricingFaqs} />
      </Section>

      <CtaBanner
        title="Not Sure Which Plan Fits?"
        text="Talk to our team about your categories, service area and goals, and we'll help you choose the right plan."
        primary={{ to: "/contact", label: "Contact Sales" }}
        secondary={{ to: "/contractor-application", label: "Apply Now" }}
      />
    </PricingDialogProvider>
  );
}
