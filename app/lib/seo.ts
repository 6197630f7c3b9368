import type { MetaDescriptor } from "react-router";
import { site } from "~/config/site";

export type SeoInput = {
  title: string;
  description: string;
  /** Path of the page, e.g. "/pricing": the canonical URL is built from PUBLIC_URL. */
  path: string;
  image?: string;
  type?: "website" | "article";
  keywords?: string[];
  jsonLd?: object | object[];
  /** Pages such as search results and confirmations should not be indexed. */
  noindex?: boolean;
};

type MetaMatches = ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>;

/** The canonical origin (PUBLIC_URL) that the root loader publishes. */
export function originFrom(matches: MetaMatches): string {
  const root = matches.find((m) => m?.id === "root")?.loaderData as { origin?: string } | undefined;
  return root?.origin ?? "http://localhost:3000";
}

/**
 * The full set of meta tags every route returns: title, description, canonical,
 * Open Graph, Twitter and JSON-LD. Call it from a route's `meta` with its `matches`.
 */
export function seo(matches: MetaMatches, input: SeoInput): MetaDescriptor[] {
  const origin = originFrom(matches);
  // Prerendering sees "/about/"; the canonical form has no trailing slash.
  const path = input.path.length > 1 ? input.path.replace(/\/+$/, "") : input.path;
  const url = new URL(path, origin).toString();
  const image = new URL(input.image ?? "/img/generated/og-default.png", origin).toString();
  const title = input.path === "/" ? input.title : `${input.title} | ${site.name}`;
  const tags: MetaDescriptor[] = [
    { title },
    { name: "description", content: input.description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:site_name", content: site.name },
    { property: "og:type", content: input.type ?? "website" },
    { property: "og:title", content: title },
    { property: "og:description", content: input.description },
    { property: "og:url", content: url },
    { property: "og:image", content: image },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: input.description },
    { name: "twitter:image", content: image },
  ];
  if (input.keywords?.length) tags.push({ name: "keywords", content: input.keywords.join(", ") });
  if (input.noindex) tags.push({ name: "robots", content: "noindex" });
  const ld = input.jsonLd === undefined ? [] : Array.isArray(input.jsonLd) ? input.jsonLd : [input.jsonLd];
  for (const item of ld) tags.push({ "script:ld+json": item });
  return tags;
}

/**
 * The company as schema.org Organization data (without "@context", so it can
 * also be nested). Given the site's origin it is the full profile the home page
 * publishes (URL, logo, founding date, area served); without, the contact
 * details the contact page names as its main entity. Keys keep the order the
 * pages have always rendered.
 */
export function organizationJsonLd({ origin }: { origin?: string } = {}): object {
  return {
    "@type": "Organization",
    name: site.name,
    ...(origin ? { url: origin, logo: `${origin}/img/generated/icon-512.png`, foundingDate: String(site.foundedYear) } : {}),
    email: site.email,
    telephone: site.phoneE164,
    address: {
      "@type": "PostalAddress",
      streetAddress: site.address.street,
      addressLocality: site.address.locality,
      addressRegion: site.address.region,
      postalCode: site.address.postalCode,
      addressCountry: site.address.country,
    },
    ...(origin ? { areaServed: "United States" } : {}),
  };
}

/** FAQPage structured data for pages that show questions and answers. */
export function faqJsonLd(faqs: readonly { question: string; answer: string }[]): object {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: faqs.map((f) => ({
      "@type": "Question",
      name: f.question,
      acceptedAnswer: { "@type": "Answer", text: f.answer },
    })),
  };
}
