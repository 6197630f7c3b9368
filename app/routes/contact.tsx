import { ArrowRight, Clock, Mail, MapPin, MessageSquare, Phone } from "lucide-react";
import type * as React from "react";
import type { Route } from "./+types/contact";
import { PageHero } from "~/components/page-hero";
import { Island, islands } from "~/browser";
import contactMessageIsland from "~/components/islands/entries/contact-message";
import { formResponse, runFormHandler } from "~/web/form-action.server";
import { Card } from "~/components/ui/card";
import { site } from "~/config/site";
import { contactMessagePost, handleContactMessageSubmission } from "~/domain/contact-messages/handle-contact-message-submission.server";
import { appContext } from "~/web/context.server";
import { submitForm } from "~/web/submit-form.server";
import { organizationJsonLd, originFrom, seo } from "~/lib/seo";
import { passOnHeaders } from "~/lib/route-headers";

/** Only the message form runs in the browser (an island, docs/decisions/0040); the rest of the page is HTML. */
export const handle = islands(contactMessageIsland);

const description = `Contact ${site.name} by email, phone or message. Homeowners and contractors get a reply within 24 hours from our team in New York.`;

export async function action({ request, context }: Route.ActionArgs) {
  return formResponse(
    await runFormHandler("contact-message", async () => submitForm(contactMessagePost, handleContactMessageSubmission, request, await appContext(context))),
  );
}

// Retry-After, Cache-Control and Referrer-Policy from the loader and action reach the response.
export const headers = passOnHeaders;

export const meta: Route.MetaFunction = ({ matches }) =>
  seo(matches, {
    title: "Contact Us",
    description,
    path: "/contact",
    jsonLd: {
      "@context": "https://schema.org",
      "@type": "ContactPage",
      name: `Contact ${site.name}`,
      url: new URL("/contact", originFrom(matches)).toString(),
      mainEntity: organizationJsonLd(),
    },
  });

function InfoCard({ icon: IconComponent, title, children }: { icon: typeof Mail; title: string; children: React.ReactNode }) {
  return (
    <li>
      <Card className="flex gap-4 p-5">
        <span className="grid size-11 shrink-0 place-items-center rounded-lg bg-secondary text-secondary-foreground">
          <IconComponent className="size-5" aria-hidden="true" />
        </span>
        <div className="min-w-0 text-sm leading-6">
          <h3 className="text-base font-semibold">{title}</h3>
          {children}
        </div>
      </Card>
    </li>
  );
}

const linkClass = "break-words font-medium text-primary underline-offset-2 hover:underline";

const otherLinks = [
  { to: "/get-quotes", label: "Get free quotes for a project" },
  { to: "/join-network", label: "Join our contractor network" },
  { to: "/help-center", label: "Browse the Help Center" },
];

export default function Contact({ actionData }: Route.ComponentProps) {
  return (
    <>
      <PageHero
        eyebrow="Contact Us"
        title="We're Here to Help"
        subtitle="Questions about getting quotes, buying leads or your account? Send us a message, and we respond within 24 hours."
      />

      <div className="mx-auto grid max-w-7xl grid-cols-1 gap-10 px-4 py-16 sm:px-6 lg:grid-cols-5 lg:px-8">
        <section id="message" aria-labelledby="message-heading" className="scroll-mt-24 lg:col-span-3">
          <Card className="p-6 sm:p-8">
            <div className="mb-6 flex items-center gap-3">
              <MessageSquare className="size-6 text-primary" aria-hidden="true" />
              <h2 id="message-heading" className="text-2xl font-bold tracking-tight">
                Send Us a Message
              </h2>
            </div>
            <Island of={contactMessageIsland} props={{ outcome: actionData }} />
          </Card>
        </section>

        <section aria-labelledby="info-heading" className="lg:col-span-2">
          <h2 id="info-heading" className="text-2xl font-bold tracking-tight">
            Contact Information
          </h2>
          <p className="mt-2 text-muted-foreground">
            <strong className="font-semibold text-foreground">We respond within 24 hours.</strong> For the fastest answer about an existing request, include the
            email address you used.
          </p>
          <ul className="mt-6 flex flex-col gap-4">
            <InfoCard icon={Mail} title="Email Us">
              <a href={`mailto:${site.email}`} className={linkClass}>
                {site.email}
              </a>
              <p className="text-muted-foreground">
                Contractors:{" "}
                <a href={`mailto:${site.contractorEmail}`} className={linkClass}>
                  {site.contractorEmail}
                </a>
              </p>
            </InfoCard>
            <InfoCard icon={Phone} title="Call Us">
              <a href={`tel:${site.phoneE164}`} className={linkClass}>
                {site.phoneDisplay}
              </a>
            </InfoCard>
            <InfoCard icon={MapPin} title="Our Office">
              <address className="not-italic text-muted-foreground">
                {site.address.street}
                <br />
                {site.address.locality}, {site.address.region} {site.address.postalCode}
              </address>
            </InfoCard>
            <InfoCard icon={Clock} title="Support Hours">
              <p className="text-muted-foreground">{site.supportHours}</p>
            </InfoCard>
          </ul>

          <div className="mt-6 rounded-xl border bg-muted p-5">
            <h3 className="font-semibold">Looking for something else?</h3>
            <ul className="mt-3 flex flex-col gap-2 text-sm">
              {otherLinks.map((l) => (
                <li key={l.to}>
                  <a href={l.to} className="inline-flex items-center gap-1.5 font-medium text-primary hover:underline">
                    {l.label}
                    <ArrowRight className="size-4" aria-hidden="true" />
                  </a>
                </li>
              ))}
            </ul>
          </div>
        </section>
      </div>
    </>
  );
}
