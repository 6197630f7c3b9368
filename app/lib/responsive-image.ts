import { imageFamilies, type ImageFamilyName, variantPath } from "~/content/image-variants";

/**
 * One generated image as a page shows it: the candidate files of every width in
 * both formats, and how wide the layout draws it (`sizes`). Define it once per
 * image and hand the same value to <Picture> and, for the page's LCP image, to
 * the preload link, so the two can never ask for different files.
 */
export type ResponsiveImage = {
  /** The full-size WebP: the <img> src for browsers that ignore srcset. */
  src: string;
  width: number;
  height: number;
  /** `w`-descriptor candidate lists, one per format. */
  srcSet: { avif: string; webp: string };
  /** The `sizes` attribute: the CSS width the layout gives the image at each breakpoint. */
  sizes: string;
};

/**
 * A generated image of `family` (app/content/image-variants.ts), given the path of
 * its full-size .webp and the layout's `sizes`.
 */
export function responsiveImage(family: ImageFamilyName, src: string, sizes: string): ResponsiveImage {
  if (!src.endsWith(".webp")) throw new Error(`responsiveImage: expected the .webp path, got ${src}`);
  const f = imageFamilies[family];
  const list = (path: string) => f.widths.map((w) => `${variantPath(path, f, w)} ${w}w`).join(", ");
  return {
    src,
    width: f.width,
    height: f.height,
    srcSet: { avif: list(src.replace(/\.webp$/, ".avif")), webp: list(src) },
    sizes,
  };
}

/**
 * `<link rel="preload">` for a page's LCP image, as a React Router link
 * descriptor. Only the AVIF candidates: every browser we support decodes AVIF,
 * and `type` makes any other skip the preload (its <picture> then falls back to
 * WebP). Same srcset and sizes as the <source>, so the browser picks the same file.
 */
export function preloadImageLink(image: ResponsiveImage) {
  return {
    rel: "preload",
    as: "image",
    type: "image/avif",
    imageSrcSet: image.srcSet.avif,
    imageSizes: image.sizes,
    fetchPriority: "high",
  } as const;
}

/**
 * The same preload as a `meta` descriptor, for routes whose image depends on the
 * URL: React Router calls `links()` without arguments, `meta` gets the loader data.
 */
export function preloadImageMeta(image: ResponsiveImage) {
  return { tagName: "link", ...preloadImageLink(image) } as const;
}
