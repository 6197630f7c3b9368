import { describe, expect, it } from "vitest";
import { site } from "~/config/site";
import { organizationJsonLd } from "./seo";

describe("organizationJsonLd", () => {
  it("gives the contact details, nestable without @context", () => {
    expect(organizationJsonLd()).toEqual({
      "@type": "Organization",
      name: site.name,
      email: site.email,
      telephone: site.phoneE164,
      address: expect.objectContaining({ "@type": "PostalAddress", postalCode: site.address.postalCode }),
    });
  });

  it("adds the public profile when given the site's origin", () => {
    expect(organizationJsonLd({ origin: "https://example.test" })).toMatchObject({
      "@type": "Organization",
      url: "https://example.test",
      logo: "https://example.test/img/generated/icon-512.png",
      foundingDate: String(site.foundedYear),
      areaServed: "United States",
    });
  });
});
