/**
 * schema.org LocalBusiness for a contractor's public profile. `aggregateRating` only from real reviews:
 * with none, the property is left out entirely — a rating of 0 from 0 reviews would be a claim search engines
 * show as stars.
 */
export type LocalBusinessInput = {
  name: string;
  url: string;
  areaServed: readonly string[];
  rating: number | null;
  ratingCount: number;
};

export function localBusinessJsonLd(b: LocalBusinessInput): object {
  return {
    "@context": "https://schema.org",
    "@type": "LocalBusiness",
    name: b.name,
    url: b.url,
    ...(b.areaServed.length > 0 ? { areaServed: b.areaServed.map((name) => ({ "@type": "Place", name })) } : {}),
    ...(b.ratingCount > 0 && b.rating !== null
      ? { aggregateRating: { "@type": "AggregateRating", ratingValue: b.rating, reviewCount: b.ratingCount, bestRating: 5, worstRating: 1 } }
      : {}),
  };
}
