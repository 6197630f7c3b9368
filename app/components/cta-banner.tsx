import { Link } from "react-router";
import { buttonVariants } from "~/components/ui/button";

/** `context` is read only by screen readers and crawlers: it makes a short label ("Learn More") say where it goes. */
type CtaLink = { to: string; label: string; context?: string };

/** Closing call to action used at the bottom of most pages. */
export function CtaBanner({ title, text, primary, secondary }: { title: string; text: string; primary: CtaLink; secondary?: CtaLink }) {
  return (
    <section className="bg-primary text-primary-foreground">
      <div className="mx-auto max-w-4xl px-4 py-16 text-center sm:px-6 lg:px-8">
        <h2 className="text-3xl font-bold tracking-tight md:text-4xl">{title}</h2>
        <p className="mt-4 text-lg text-blue-50">{text}</p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <Link to={primary.to} className={buttonVariants({ variant: "inverse", size: "lg" })}>
            {primary.label}
          </Link>
          {secondary ? (
            <Link to={secondary.to} className={buttonVariants({ variant: "outlineInverse", size: "lg" })}>
              {secondary.label}
              {secondary.context ? <span className="sr-only"> {secondary.context}</span> : null}
            </Link>
          ) : null}
        </div>
      </div>
    </section>
  );
}
