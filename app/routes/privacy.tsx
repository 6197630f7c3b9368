import type { Route } from "./+types/privacy";
import { LegalPage } from "~/components/content-pages/legal-page";
import { site } from "~/config/site";
import { privacySections, privacyUpdated } from "~/content/legal/privacy";
import { seo } from "~/lib/seo";

export const meta: Route.MetaFunction = ({ matches }) =>
  seo(matches, {
    title: "Privacy Policy",
    description: `How ${site.name} collects, uses, shares and protects your personal information, how long we keep it, and how to access or delete your data.`,
    path: "/privacy",
  });

export default function Privacy() {
  return (
    <LegalPage
      title="Privacy Policy"
      subtitle="What information we collect when you request quotes or join our contractor network, why we collect it and the choices you have."
      updated={privacyUpdated}
      sections={privacySections}
    />
  );
}
