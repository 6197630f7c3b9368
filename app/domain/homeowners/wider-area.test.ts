import * as fc from "fast-check";
import { describe, expect, it } from "vitest";
import { distanceMiles } from "../shared/geo";
import { boxAround, composeWiderAreaEmail, type WiderAreaOffer } from "./wider-area";

describe("boxAround", () => {
  it("holds every point within the distance, at any US latitude and bearing", () => {
    fc.assert(
      fc.property(
        fc.double({ min: 18, max: 71, noNaN: true }),
        fc.double({ min: -170, max: -65, noNaN: true }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.double({ min: 0, max: 2 * Math.PI, noNaN: true }),
        (lat, lng, f, bearing) => {
          const box = boxAround({ lat, lng }, 25);
          // A point at most 25 miles away, by the destination formula on the same sphere.
          const d = (25 * f) / 3958.8;
          const φ1 = (lat * Math.PI) / 180;
          const φ2 = Math.asin(Math.sin(φ1) * Math.cos(d) + Math.cos(φ1) * Math.sin(d) * Math.cos(bearing));
          const λ2 = (lng * Math.PI) / 180 + Math.atan2(Math.sin(bearing) * Math.sin(d) * Math.cos(φ1), Math.cos(d) - Math.sin(φ1) * Math.sin(φ2));
          const p = { lat: (φ2 * 180) / Math.PI, lng: (λ2 * 180) / Math.PI };
          expect(distanceMiles({ lat, lng }, p)).toBeLessThanOrEqual(25 + 1e-6);
          expect(p.lat >= box.minLat && p.lat <= box.maxLat && p.lng >= box.minLng && p.lng <= box.maxLng).toBe(true);
        },
      ),
    );
  });
});

describe("composeWiderAreaEmail", () => {
  const offer: WiderAreaOffer = {
    to: "pro@example.com",
    contactName: "Sam Pro",
    unsubscribeToken: "tok",
    category: "roofing",
    place: "New York, NY 10001",
    distanceMiles: 29.2,
    radiusMiles: 10,
    openSpots: 2,
    priceCents: 7_900,
    leadId: "lead-1",
  };

  it("tells a pro just outside its area how far to widen its radius, with category, place and price only", () => {
    const mail = composeWiderAreaEmail(offer, "https://example.com/");
    expect(mail.subject).toBe("A Roofing request 30 miles from you still needs a pro");
    expect(mail.text).toContain("2 spots are still open");
    expect(mail.text).toContain(
      "It is just outside the 10 miles you serve. To take it, widen your service radius to 30 miles in your settings (https://example.com/pro/settings)",
    );
    expect(mail.text).toContain("Stop alert e-mails: https://example.com/alerts/unsubscribe/tok");
    expect(mail.headers["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
  });

  it("tells a pro whose area reaches it already to buy it", () => {
    const mail = composeWiderAreaEmail({ ...offer, distanceMiles: 8, openSpots: 1 }, "https://example.com");
    expect(mail.subject).toBe("Still open: Roofing in New York, NY 10001 — $79.00");
    expect(mail.text).toContain("1 spot is still open");
    expect(mail.text).toContain("It is in your area: buy it at https://example.com/pro#lead-lead-1");
  });
});
