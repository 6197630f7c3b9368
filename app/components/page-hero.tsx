import type * as React from "react";
import { cn } from "~/lib/utils";

/** The blue header band most pages open with; holds the page's single h1. */
export function PageHero({
  eyebrow,
  title,
  subtitle,
  children,
  className,
}: {
  eyebrow?: string;
  title: string;
  subtitle?: React.ReactNode;
  children?: React.ReactNode;
  className?: string;
}) {
  return (
    <section className={cn("bg-gradient-to-br from-primary to-blue-900 text-white", className)}>
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 md:py-20 lg:px-8">
        {eyebrow ? <p className="text-sm font-semibold uppercase tracking-wider text-blue-100">{eyebrow}</p> : null}
        <h1 className="mt-2 max-w-4xl text-4xl font-bold tracking-tight md:text-5xl">{title}</h1>
        {subtitle ? <div className="mt-4 max-w-3xl text-lg text-blue-50">{subtitle}</div> : null}
        {children ? <div className="mt-8">{children}</div> : null}
      </div>
    </section>
  );
}

/** A page section with an optional h2 heading and intro. */
export function Section({
  id,
  title,
  intro,
  children,
  className,
  muted = false,
}: {
  id?: string;
  title?: string;
  intro?: React.ReactNode;
  children: React.ReactNode;
  className?: string;
  muted?: boolean;
}) {
  const headingId = id && title ? `${id}-heading` : undefined;
  return (
    <section id={id} aria-labelledby={headingId} className={cn(muted && "bg-muted", className)}>
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
        {title ? (
          <div className="mx-auto mb-10 max-w-3xl text-center">
            <h2 id={headingId} className="text-3xl font-bold tracking-tight md:text-4xl">
              {title}
            </h2>
            {intro ? <p className="mt-4 text-lg text-muted-foreground">{intro}</p> : null}
          </div>
        ) : null}
        {children}
      </div>
    </section>
  );
}
