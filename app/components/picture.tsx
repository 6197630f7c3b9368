import type { ResponsiveImage } from "~/lib/responsive-image";
import { cn } from "~/lib/utils";

/**
 * `sizes` of a card in a Section's three-column grid (max-w-7xl, px-4/6/8,
 * sm: two columns, lg: three, gap-6 or gap-8): an upper bound for both gaps.
 */
export const cardGridSizes =
  "(min-width: 80rem) 24.5rem, (min-width: 64rem) calc((100vw - 7rem) / 3), (min-width: 40rem) calc(50vw - 2.25rem), calc(100vw - 2rem)";

/**
 * A generated image in AVIF with a WebP fallback, each at every generated width
 * (the browser picks one by `sizes`). Width and height are always set so the
 * page does not shift while it loads. A `priority` image is a page's LCP image:
 * its route also preloads it with preloadImageLink(image), the same value.
 */
export function Picture({ image, alt, priority = false, className }: { image: ResponsiveImage; alt: string; priority?: boolean; className?: string }) {
  return (
    <picture>
      <source type="image/avif" srcSet={image.srcSet.avif} sizes={image.sizes} />
      <img
        srcSet={image.srcSet.webp}
        sizes={image.sizes}
        src={image.src}
        alt={alt}
        width={image.width}
        height={image.height}
        loading={priority ? "eager" : "lazy"}
        decoding={priority ? "sync" : "async"}
        fetchPriority={priority ? "high" : "auto"}
        className={cn("h-auto w-full object-cover", className)}
      />
    </picture>
  );
}
