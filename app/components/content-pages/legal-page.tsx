import type * as React from "react";
import { ContentBlocks } from "~/components/content-blocks";
import { PageHero } from "~/components/page-hero";
import type { Section } from "~/content/blocks";

/**
 * Terms, Privacy and Cookie Policy: a hero with the update date, a table of
 * contents of plain anchor links (sticky beside the text on wide screens) and
 * one h2 section per policy section.
 */
export function LegalPage({
  title,
  subtitle,
  updated,
  sections,
  children,
}: {
  title: string;
  subtitle: string;
  updated: string;
  sections: readonly Section[];
  /** Shown above the first section (e.g. the cookie settings panel). */
  children?: React.ReactNode;
}) {
  return (
    <>
      <PageHero
        eyebrow="Legal"
        title={title}
        subtitle={
          <>
            <p>{subtitle}</p>
            <p className="mt-3 text-base font-medium text-blue-100">Last updated: {updated}</p>
          </>
        }
      />
      <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6 md:py-16 lg:grid lg:grid-cols-[16rem_minmax(0,1fr)] lg:gap-12 lg:px-8">
        <nav
          aria-labelledby="toc-heading"
          className="mb-10 rounded-xl border bg-muted/60 p-5 lg:sticky lg:top-24 lg:mb-0 lg:max-h-[calc(100vh-7rem)] lg:self-start lg:overflow-y-auto"
        >
          <h2 id="toc-heading" className="text-sm font-semibold uppercase tracking-wider text-muted-foreground">
            On this page
          </h2>
          <ol className="mt-3 space-y-1 text-sm">
            {sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`} className="block rounded px-2 py-1.5 leading-snug text-foreground/80 hover:bg-background hover:text-primary">
                  {section.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <div className="min-w-0 max-w-3xl">
          {children}
          {sections.map((section) => (
            <section
              key={section.id}
              id={section.id}
              aria-labelledby={`${section.id}-heading`}
              className="scroll-mt-24 border-t py-8 first-of-type:border-t-0 first-of-type:pt-0 md:[&>div]:text-[1.0625rem] md:[&>div]:leading-8"
            >
              <h2 id={`${section.id}-heading`} className="mb-4 text-2xl font-bold tracking-tight md:text-3xl">
                {section.title}
              </h2>
              <ContentBlocks blocks={section.blocks} />
            </section>
          ))}
        </div>
      </div>
    </>
  );
}
