import { FileUp, Send } from "lucide-react";
import { FormConfirmation } from "~/components/forms/form-confirmation";
import { useFormIsland, type IslandAction } from "~/browser";
import { Field, FieldError, fieldId, firstError, FormErrors, controlProps, Honeypot, RequiredNote } from "~/components/forms/form-field";
import { failureOf, type FormOutcome } from "~/forms/form-outcome";
import { useFormValidation } from "~/components/forms/use-form-validation";
import { Button } from "~/components/ui/button";
import { Input, Textarea } from "~/components/ui/input";
import { jobPositions } from "~/content/careers";
import { MAX_UPLOAD_BYTES, uploadTypes } from "~/forms/uploads";
import { EmailField, PhoneField } from "~/components/forms/contact-fields";

/** Input limits; they match app/forms/career-application.ts (checked by forms.test.ts). */
export const careerMaxLengths = { fullName: 100, email: 255, phone: 20, note: 2000 } as const;
export const resumeAccept = [...uploadTypes.resume.extensions.map((e) => `.${e}`), ...uploadTypes.resume.mimes].join(",");

type CareerFieldName = "fullName" | "email" | "phone" | "resume" | "note";

const formId = "career";
const max = careerMaxLengths;

const loadSchema = () => import("~/forms/career-application").then((m) => m.careerApplicationSchema);

/**
 * The #apply section of /careers: 'Apply Now' (with ?position=<id>, already
 * checked against jobPositions by the loader) and 'Submit Your Resume' lead
 * here. The application, with its résumé, is posted to the /careers action. The page's island
 * (docs/decisions/0040): `outcome` is what the action answered when the page was rendered (a post without
 * JavaScript), then the answer to each post.
 */
export function CareerApplySection({ positionId, outcome: rendered }: { positionId?: string; outcome?: FormOutcome<object> }) {
  const { Form, pending, outcome } = useFormIsland(rendered);
  const position = positionId ? jobPositions.find((p) => p.id === positionId) : undefined;
  return (
    <section id="apply" aria-labelledby="apply-heading" className="scroll-mt-20 bg-muted">
      <div className="mx-auto max-w-3xl px-4 py-16 sm:px-6 lg:px-8">
        <h2 id="apply-heading" className="text-center text-3xl font-bold tracking-tight md:text-4xl">
          Apply to Join Our Team
        </h2>
        {position ? (
          <p className="mt-4 text-center text-lg text-muted-foreground" data-position-id={position.id}>
            You are applying for <strong className="font-semibold text-foreground">{position.title}</strong> ({position.department}, {position.location},{" "}
            {position.type}).{" "}
            <a href="/careers#positions" className="font-medium text-primary underline underline-offset-2">
              Choose a different position
            </a>
          </p>
        ) : (
          <p className="mt-4 text-center text-lg text-muted-foreground">
            Don&apos;t see the right role? We are always glad to hear from people who want to help homeowners and contractors. Tell us what you would like to
            work on.
          </p>
        )}
        <div id="career-application-form" className="mt-8 rounded-xl border bg-card p-6 shadow-sm md:p-8">
          {outcome?.ok ? (
            <CareerConfirmation positionTitle={position?.title} />
          ) : (
            <CareerApplicationForm Form={Form} positionId={position?.id} outcome={outcome} pending={pending} />
          )}
        </div>
      </div>
    </section>
  );
}

function CareerApplicationForm({
  Form,
  positionId,
  outcome,
  pending,
}: {
  Form: IslandAction<unknown>["Form"];
  positionId?: string;
  outcome?: FormOutcome<object>;
  pending: boolean;
}) {
  const failure = failureOf(outcome);
  const { errors, formProps, hydrated } = useFormValidation({ loadSchema, serverErrors: failure?.errors });
  const v: Partial<Record<CareerFieldName, string>> = failure?.values ?? {};
  const field = (name: CareerFieldName, hasHint = false) => controlProps(formId, name, errors, hasHint);
  const resumeId = fieldId(formId, "resume");
  const resumeError = firstError(errors, "resume");
  const positionError = firstError(errors, "positionId");

  return (
    <Form
      method="post"
      action={`/careers${positionId ? `?position=${positionId}` : ""}#apply`}
      encType="multipart/form-data"
      className="relative flex flex-col gap-6"
      {...formProps}
    >
      <FormErrors errors={positionError ? { "": [positionError] } : errors} />
      <RequiredNote />
      <Honeypot />
      {positionId ? <input type="hidden" name="positionId" value={positionId} /> : null}
      <Field formId={formId} name="fullName" label="Full Name" required errors={errors}>
        <Input {...field("fullName")} autoComplete="name" required maxLength={max.fullName} defaultValue={v.fullName} />
      </Field>
      <div className="grid gap-6 sm:grid-cols-2">
        <EmailField formId={formId} errors={errors} maxLength={max.email} defaultValue={v.email} />
        <PhoneField formId={formId} errors={errors} maxLength={max.phone} defaultValue={v.phone} />
      </div>
      <div className="flex flex-col gap-2">
        <div className="flex flex-col items-center gap-3 rounded-lg border-2 border-dashed border-input bg-muted/50 p-5 text-center has-focus-visible:border-primary has-aria-invalid:border-destructive">
          <FileUp className="size-8 text-primary" aria-hidden="true" />
          <label htmlFor={resumeId} className="text-sm font-medium">
            Résumé
            <span className="text-destructive" aria-hidden="true">
              {" "}
              *
            </span>
          </label>
          <p id={`${resumeId}-hint`} className="text-sm text-muted-foreground">
            PDF, max {MAX_UPLOAD_BYTES / 1024 / 1024}MB.
            {failure && !hydrated ? " Please select your file again." : ""}
          </p>
          <input
            type="file"
            id={resumeId}
            name="resume"
            accept={resumeAccept}
            required
            aria-invalid={resumeError ? true : undefined}
            aria-describedby={resumeError ? `${resumeId}-hint ${resumeId}-error` : `${resumeId}-hint`}
            className="w-full max-w-xs cursor-pointer rounded-md text-sm text-muted-foreground file:mr-3 file:cursor-pointer file:rounded-md file:border-0 file:bg-primary file:px-3 file:py-2 file:text-sm file:font-semibold file:text-primary-foreground hover:file:bg-primary/90"
          />
        </div>
        <FieldError id={resumeId} message={resumeError} />
      </div>
      <Field formId={formId} name="note" label="Note" optional errors={errors} hint="A few lines about you and why you'd like to join us.">
        <Textarea {...field("note", true)} rows={5} maxLength={max.note} defaultValue={v.note} />
      </Field>
      <Button type="submit" size="lg" disabled={pending} className="w-full sm:w-auto sm:self-start">
        <Send aria-hidden="true" />
        {pending ? "Submitting..." : "Submit Application"}
      </Button>
    </Form>
  );
}

function CareerConfirmation({ positionTitle }: { positionTitle?: string }) {
  return (
    <FormConfirmation title="Application received!" link={{ to: "/careers#positions", label: "See all open positions" }}>
      <p>
        {positionTitle
          ? `Thank you for applying for the ${positionTitle} position.`
          : "Thank you for sending us your résumé. We'll keep it in mind for open positions."}{" "}
        Our team reads every application and will contact you if there is a match.
      </p>
      <p className="text-sm text-muted-foreground">We've sent a confirmation to the email address you entered.</p>
    </FormConfirmation>
  );
}
