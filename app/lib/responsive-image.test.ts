import { describe, expect, it } from "vitest";
import { imageFamilies, variantHeight, variantPath } from "~/content/image-variants";
import { preloadImageLink, preloadImageMeta, responsiveImage } from "./responsive-image";

const sizes = "(min-width: 64rem) 50vw, 100vw";

describe("image families", () => {
  it.each(Object.entries(imageFamilies))("%s: ascending widths ending at the full width, whole-pixel heights", (_, f) => {
    expect([...f.widths].sort((a, b) => a - b)).toEqual(f.widths);
    expect(f.widths.at(-1)).toBe(f.width);
    for (const w of f.widths) expect(Number.isInteger((f.height * w) / f.width)).toBe(true);
  });

  it("names smaller widths with a suffix and keeps the full width's plain name", () => {
    const f = imageFamilies.hero;
    expect(variantPath("/img/generated/hero.webp", f, 480)).toBe("/img/generated/hero-480.webp");
    expect(variantPath("/img/generated/hero.avif", f, 800)).toBe("/img/generated/hero-800.avif");
    expect(variantPath("/img/generated/hero.webp", f, 1200)).toBe("/img/generated/hero.webp");
    expect(variantHeight(f, 480)).toBe(360);
  });
});

describe("responsiveImage", () => {
  it("lists every width in both formats with w descriptors, full size last", () => {
    const image = responsiveImage("blogCover", "/img/generated/blog/solar-payback.webp", sizes);
    expect(image).toEqual({
      src: "/img/generated/blog/solar-payback.webp",
      width: 1200,
      height: 630,
      srcSet: {
        avif: "/img/generated/blog/solar-payback-480.avif 480w, /img/generated/blog/solar-payback-800.avif 800w, /img/generated/blog/solar-payback.avif 1200w",
        webp: "/img/generated/blog/solar-payback-480.webp 480w, /img/generated/blog/solar-payback-800.webp 800w, /img/generated/blog/solar-payback.webp 1200w",
      },
      sizes,
    });
  });

  it("uses the family's widths: category images stop at 800", () => {
    const image = responsiveImage("category", "/img/generated/categories/roofing.webp", sizes);
    expect(image.srcSet.avif).toBe("/img/generated/categories/roofing-480.avif 480w, /img/generated/categories/roofing.avif 800w");
    expect([image.width, image.height]).toEqual([800, 500]);
  });

  it("wants the .webp path (the .avif twin is derived)", () => {
    expect(() => responsiveImage("hero", "/img/generated/hero.avif", sizes)).toThrow(/\.webp/);
  });
});

describe("preloadImageLink", () => {
  const image = responsiveImage("hero", "/img/generated/hero.webp", sizes);

  it("preloads the AVIF candidates with the picture's own sizes, at high priority", () => {
    expect(preloadImageLink(image)).toEqual({
      rel: "preload",
      as: "image",
      type: "image/avif",
      imageSrcSet: image.srcSet.avif,
      imageSizes: sizes,
      fetchPriority: "high",
    });
  });

  it("has no href, so browsers without imagesrcset support fetch nothing twice", () => {
    expect(preloadImageLink(image)).not.toHaveProperty("href");
  });

  it("as a meta descriptor is the same <link>", () => {
    expect(preloadImageMeta(image)).toEqual({ tagName: "link", ...preloadImageLink(image) });
  });
});
