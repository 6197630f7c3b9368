import { Link } from "react-router";
import { site } from "~/config/site";
import { jobPositions } from "~/content/careers";

/**
 * The #apply section of /careers. `positionId` comes from the loader
 * (?position=<id>, already checked against jobPositions). The real application
 * form goes inside #career-application-form; until then visitors apply by e-mail.
 */
export function CareerApplySection({ positionId }: { positionId?: string }) {
  const position = positionId ? jobPositions.find((p) => p.id === positionId) : undefined;
  const subject = position ? `Application: ${position.title}` : "General application";
  return (
    <section id="apply" aria-labelledby="apply-heading" className="scroll-mt-20 bg-muted">
      <div className="mx-auto max-w-3xl px-4 py-16 sm:px-6 lg:px-8">
        <h2 id="apply-heading" className="text-center text-3xl font-bold tracking-tight md:text-4xl">
          Apply to Join Our Team
        </h2>
        {position ? (
          <p className="mt-4 text-center text-lg text-muted-foreground" data-position-id={position.id}>
            You are applying for <strong className="font-semibold text-foreground">{position.title}</strong> (
            {position.department}, {position.location}, {position.type}).{" "}
            <Link to="/careers#positions" className="font-medium text-primary underline underline-offset-2">
              Choose a different position
            </Link>
          </p>
        ) : (
          <p className="mt-4 text-center text-lg text-muted-foreground">
            Don&apos;t see the right role? We are always glad to hear from people who want to help homeowners and
            contractors. Tell us what you would like to work on.
          </p>
        )}
        <div id="career-application-form" className="mt-8 rounded-xl border bg-card p-6 shadow-sm md:p-8">
          <p className="text-lg font-semibold">Send us your résumé</p>
          <p className="mt-2 leading-7 text-muted-foreground">
            E-mail your résumé and a few lines about why you would like to join us to{" "}
            <a
              href={`mailto:${site.email}?subject=${encodeURIComponent(subject)}`}
              className="font-medium text-primary underline underline-offset-2"
            >
              {site.email}
            </a>
            {position ? (
              <>
                {" "}
                with the subject &ldquo;{subject}&rdquo;
              </>
            ) : null}
            . We read every application and will get back to you.
          </p>
        </div>
      </div>
    </section>
  );
}
