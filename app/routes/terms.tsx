import type { Route } from "./+types/terms";
import { LegalPage } from "~/components/content-pages/legal-page";
import { site } from "~/config/site";
import { termsSections, termsUpdated } from "~/content/legal/terms";
import { seo } from "~/lib/seo";

export const meta: Route.MetaFunction = ({ matches }) =>
  seo(matches, {
    title: "Terms of Service",
    description: `The terms for using ${site.name}: free quotes for homeowners, contractor verification, exclusive lead purchases, payments, returns and subscription plans.`,
    path: "/terms",
  });

export default function Terms() {
  return (
    <LegalPage
      title="Terms of Service"
      subtitle={`The rules for using ${site.name} as a homeowner requesting quotes or as a contractor buying leads.`}
      updated={termsUpdated}
      sections={termsSections}
    />
  );
}
