import { CheckCircle2 } from "lucide-react";
import type * as React from "react";
import { useEffect, useRef } from "react";
import { buttonVariants } from "~/components/ui/button";
import { cn } from "~/lib/utils";

/** Moves focus to a confirmation that replaced a form, so keyboard and screen reader users land on it. */
function useFocusOnMount<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  return ref;
}

/**
 * Shown in place of a form once its submission is stored: a titled message
 * (focused on mount) and a link onward. `children` are the message's paragraphs.
 */
export function FormConfirmation({
  title,
  link,
  className,
  children,
}: {
  title: string;
  link: { to: string; label: string };
  className?: string;
  children: React.ReactNode;
}) {
  const heading = useFocusOnMount<HTMLHeadingElement>();
  return (
    <div className={cn("flex flex-col items-start gap-4", className)}>
      <div className="flex items-start gap-3">
        <CheckCircle2 className="mt-0.5 size-6 shrink-0 text-success" aria-hidden="true" />
        <div className="flex flex-col gap-2">
          <h3 ref={heading} tabIndex={-1} className="text-lg font-bold tracking-tight outline-none">
            {title}
          </h3>
          {children}
        </div>
      </div>
      <a href={link.to} className={buttonVariants({ variant: "outline", size: "sm" })}>
        {link.label}
      </a>
    </div>
  );
}
