import { cva, type VariantProps } from "class-variance-authority";
import type * as React from "react";
import { cn } from "~/lib/utils";

/**
 * Text size, colours and width are variants rather than base classes a caller would override: `cn` does not
 * merge conflicting utilities, so an element must never receive two of one kind (say `h-10` and `h-12`).
 */
const fieldVariants = cva(
  "flex rounded-md border px-3 py-2 shadow-xs placeholder:text-muted-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:border-destructive",
  {
    variants: {
      fieldSize: {
        default: "text-base md:text-sm",
        /** A little taller than default (the calculator's contact step). */
        md: "text-base md:text-sm",
        /** Small text (monospaced values to copy). */
        sm: "text-sm md:text-sm",
        /** The calculators' and the help centre's large fields. */
        lg: "text-base md:text-base",
        xl: "text-lg md:text-lg",
      },
      tone: {
        default: "border-input bg-background",
        /** A white field on a tinted panel. */
        white: "border-input bg-white",
        /** A white field on a blue (primary) background. */
        inverse: "border-white bg-white text-foreground",
      },
      /** Off for fields given a fixed width (`w-40`) by the caller. */
      fullWidth: { true: "w-full", false: "" },
    },
    defaultVariants: { fieldSize: "default", tone: "default", fullWidth: true },
  },
);

type FieldVariants = VariantProps<typeof fieldVariants>;
const heightOf = { default: "h-10", md: "h-11", sm: "h-10", lg: "h-12", xl: "h-12" } as const;

export function Input({ className, fieldSize, tone, fullWidth, ...props }: React.ComponentProps<"input"> & FieldVariants) {
  return <input className={cn(fieldVariants({ fieldSize, tone, fullWidth }), heightOf[fieldSize ?? "default"], className)} {...props} />;
}

export function Textarea({
  className,
  fieldSize,
  tone,
  fullWidth,
  short = false,
  ...props
}: React.ComponentProps<"textarea"> & FieldVariants & { short?: boolean }) {
  return <textarea className={cn(fieldVariants({ fieldSize, tone, fullWidth }), short ? "min-h-20" : "min-h-28", className)} {...props} />;
}

/** A native select: it works without JavaScript and on every assistive technology. */
export function NativeSelect({ className, fieldSize, tone, fullWidth, ...props }: React.ComponentProps<"select"> & FieldVariants) {
  return <select className={cn(fieldVariants({ fieldSize, tone, fullWidth }), heightOf[fieldSize ?? "default"], "pr-8", className)} {...props} />;
}

export function Label({ className, ...props }: React.ComponentProps<"label">) {
  return <label className={cn("text-sm font-medium leading-none", className)} {...props} />;
}
