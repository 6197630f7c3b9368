import { describe, expect, it } from "vitest";
import { localBusinessJsonLd } from "./local-business-json-ld";

describe("LocalBusiness JSON-LD", () => {
  const base = { name: "Acme Roofing", url: "https://example.com/contractors/acme-roofing", areaServed: ["Denver, CO"] };
  it("carries aggregateRating only with real reviews", () => {
    expect(localBusinessJsonLd({ ...base, rating: 4.5, ratingCount: 2 })).toMatchObject({
      "@type": "LocalBusiness",
      aggregateRating: { ratingValue: 4.5, reviewCount: 2 },
    });
    expect(localBusinessJsonLd({ ...base, rating: null, ratingCount: 0 })).not.toHaveProperty("aggregateRating");
  });
});
