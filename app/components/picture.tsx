import { cn } from "~/lib/utils";

/**
 * A generated image in AVIF with a WebP fallback. Width and height are always
 * set so the page does not shift while it loads.
 */
export function Picture({
  src,
  alt,
  width,
  height,
  priority = false,
  className,
}: {
  /** Path of the .webp file; an .avif twin sits beside it. */
  src: string;
  alt: string;
  width: number;
  height: number;
  priority?: boolean;
  className?: string;
}) {
  return (
    <picture>
      <source srcSet={src.replace(/\.webp$/, ".avif")} type="image/avif" />
      <img
        src={src}
        alt={alt}
        width={width}
        height={height}
        loading={priority ? "eager" : "lazy"}
        decoding={priority ? "sync" : "async"}
        fetchPriority={priority ? "high" : "auto"}
        className={cn("h-auto w-full object-cover", className)}
      />
    </picture>
  );
}
