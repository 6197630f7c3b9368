import { Star } from "lucide-react";

/** A review's stars as text for screen readers and five icons for the eye. */
export function Stars({ stars }: { stars: number }) {
  return (
    <span className="inline-flex items-center gap-0.5" role="img" aria-label={`${stars} out of 5 stars`} data-testid="review-stars" data-stars={stars}>
      {[1, 2, 3, 4, 5].map((n) => (
        <Star key={n} className={n <= stars ? "size-4 fill-amber-500 text-amber-500" : "size-4 text-muted-foreground"} aria-hidden="true" />
      ))}
    </span>
  );
}

/** A field's message under it, tied to it with aria-describedby (`${id}-error`). */
export function FieldError({ id, messages }: { id: string; messages: readonly string[] | undefined }) {
  const message = messages?.[0];
  return message ? (
    <p id={`${id}-error`} className="text-sm font-medium text-destructive" data-testid={`${id}-error`}>
      {message}
    </p>
  ) : null;
}
