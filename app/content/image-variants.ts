/**
 * The generated images that pages show at more than one size, and the widths
 * each one is generated at. scripts/generate-images.ts writes every width;
 * app/lib/responsive-image.ts builds the `srcset` lists from this same table, so
 * a page can never offer a file the build did not write.
 *
 * The full width keeps the plain name (`hero.webp`), so links to it (og:image,
 * JSON-LD) are unchanged; smaller widths get a suffix (`hero-480.webp`). Every
 * width exists as .avif and .webp.
 *
 * Why these widths (the browser picks the smallest candidate at least as wide as
 * the slot times the device pixel ratio):
 * - 480: a phone at 1x (slots of 340-400 CSS px) and the cards of the three-column
 *   grids on desktop (about 384 px).
 * - 800: the desktop hero at 1x (half of the 80rem container, about 584 px) and a
 *   phone at 2x (about 720 px).
 * - 1200 (the original): the desktop hero and article cover at 2x, phones at 3x.
 * Category images are drawn at 800, so they get only 480 below it. More steps
 * would save little (the files are 8-30 kB) and cost build time on every clean build.
 */
export type ImageFamily = {
  /** Full size: the intrinsic size of the drawing and the width/height attributes. */
  readonly width: number;
  readonly height: number;
  /** Every generated width, ascending; the last is `width`. */
  readonly widths: readonly number[];
};

export const imageFamilies = {
  /** /img/generated/hero.webp: the home page hero. */
  hero: { width: 1200, height: 900, widths: [480, 800, 1200] },
  /** /img/generated/blog/<slug>.webp: article covers and blog cards. */
  blogCover: { width: 1200, height: 630, widths: [480, 800, 1200] },
  /** /img/generated/categories/<slug>.webp: service heroes and category cards. */
  category: { width: 800, height: 500, widths: [480, 800] },
} as const satisfies Record<string, ImageFamily>;

export type ImageFamilyName = keyof typeof imageFamilies;

/**
 * The file of one width: "/img/generated/hero.webp" at 480 is
 * "/img/generated/hero-480.webp"; the full width is the path itself.
 */
export function variantPath(path: string, family: ImageFamily, width: number): string {
  if (width === family.width) return path;
  return path.replace(/\.(webp|avif)$/, `-${width}.$1`);
}

/** Height of a variant, rounded like the generator rounds it. */
export function variantHeight(family: ImageFamily, width: number): number {
  return Math.round((family.height * width) / family.width);
}
