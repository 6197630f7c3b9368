import { Slot } from "radix-ui";
import { cva, type VariantProps } from "class-variance-authority";
import type * as React from "react";
import { cn } from "~/lib/utils";

export const buttonVariants = cva(
  "inline-flex items-center justify-center gap-2 rounded-md font-semibold transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 disabled:pointer-events-none disabled:opacity-60 [&_svg]:pointer-events-none [&_svg]:size-4 [&_svg]:shrink-0",
  {
    variants: {
      variant: {
        default: "bg-primary text-primary-foreground hover:bg-primary/90",
        accent: "bg-accent text-accent-foreground hover:bg-accent/90",
        destructive: "bg-destructive text-destructive-foreground hover:bg-destructive/90",
        outline: "border border-input bg-background hover:bg-muted hover:text-foreground",
        secondary: "bg-secondary text-secondary-foreground hover:bg-secondary/80",
        ghost: "hover:bg-muted hover:text-foreground",
        link: "text-primary underline-offset-4 hover:underline",
        inverse: "bg-white text-primary hover:bg-white/90",
        /** An outline button on a blue (primary) background. */
        outlineInverse: "border border-white bg-transparent text-white hover:bg-white/10 hover:text-white",
      },
      size: {
        // Text size lives in the size variant so a size never fights the base class.
        default: "h-10 px-4 py-2 text-sm",
        sm: "h-9 rounded-md px-3 text-sm",
        lg: "h-12 rounded-md px-6 text-base",
        /** At least as tall as lg, growing with a label that wraps (use with `wrap`). */
        lgWrap: "h-auto min-h-12 rounded-md px-6 py-3 text-base",
        icon: "h-10 w-10 text-sm",
      },
      /** A label that may wrap onto several lines (long calls to action on phones). */
      wrap: { false: "whitespace-nowrap", true: "whitespace-normal" },
    },
    // `cn` does not merge conflicting utilities: a caller that needs another size passes `size: null` and its
    // own size classes rather than overriding these (never `h-12` and `h-10` on one element).
    defaultVariants: { variant: "default", size: "default", wrap: false },
  },
);

export type ButtonProps = React.ComponentProps<"button"> & VariantProps<typeof buttonVariants> & { asChild?: boolean };

export function Button({ className, variant, size, wrap, asChild = false, ...props }: ButtonProps) {
  const Comp = asChild ? Slot.Root : "button";
  return <Comp className={cn(buttonVariants({ variant, size, wrap, className }))} {...props} />;
}
