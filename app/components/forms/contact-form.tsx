import { Send } from "lucide-react";
import { Button } from "~/components/ui/button";
import { Input, NativeSelect, Textarea } from "~/components/ui/input";
import { PlainForm, type IslandAction, useFormIsland } from "~/browser";
import { failureOf, type FormOutcome } from "~/forms/form-outcome";
import { FormConfirmation } from "./form-confirmation";
import { controlProps, Field, FormErrors, type FormUiProps, Honeypot, RequiredNote } from "./form-field";
import { useFormValidation } from "./use-form-validation";
import { EmailField, PhoneField } from "./contact-fields";

export type ContactFieldName = "firstName" | "lastName" | "email" | "phone" | "role" | "message";

/** The 'I am a...' choices (spec section 2, /contact). */
export const contactRoles = [
  { value: "homeowner", label: "Homeowner" },
  { value: "contractor", label: "Contractor" },
  { value: "other", label: "Other" },
] as const;

/** Input limits; they match app/forms/contact-message.ts (checked by forms.test.ts). */
export const contactMaxLengths = { firstName: 50, lastName: 50, email: 255, phone: 20, message: 5000 } as const;

const formId = "contact";
const max = contactMaxLengths;

const loadSchema = () => import("~/forms/contact-message").then((m) => m.contactMessageSchema);

/**
 * The /contact page's island (docs/decisions/0040): the form, then its confirmation once the message is stored.
 * `outcome` is what the action answered when the page was rendered (a post without JavaScript).
 */
export function ContactMessage({ outcome: rendered }: { outcome?: FormOutcome<object> }) {
  const { Form, pending, outcome } = useFormIsland(rendered);
  if (outcome?.ok) return <ContactConfirmation />;
  const failure = failureOf(outcome);
  return <ContactForm Form={Form} errors={failure?.errors} defaultValues={failure?.values} pending={pending} />;
}

/** The /contact message form. The route's action validates and stores it; the browser checks it first with the same schema. */
export function ContactForm({
  Form = PlainForm,
  errors: serverErrors,
  defaultValues = {},
  pending = false,
}: FormUiProps<ContactFieldName> & { Form?: IslandAction<unknown>["Form"] }) {
  const { errors, formProps } = useFormValidation({ loadSchema, serverErrors });
  const field = (name: ContactFieldName, hasHint = false) => controlProps(formId, name, errors, hasHint);
  return (
    <Form method="post" action="/contact#message" className="relative flex flex-col gap-6" {...formProps}>
      <FormErrors errors={errors} />
      <RequiredNote />
      <Honeypot />
      <div className="grid gap-6 sm:grid-cols-2">
        <Field formId={formId} name="firstName" label="First Name" required errors={errors}>
          <Input {...field("firstName")} autoComplete="given-name" required maxLength={max.firstName} defaultValue={defaultValues.firstName} />
        </Field>
        <Field formId={formId} name="lastName" label="Last Name" required errors={errors}>
          <Input {...field("lastName")} autoComplete="family-name" required maxLength={max.lastName} defaultValue={defaultValues.lastName} />
        </Field>
        <EmailField formId={formId} errors={errors} maxLength={max.email} defaultValue={defaultValues.email} />
        <PhoneField formId={formId} errors={errors} optional maxLength={max.phone} defaultValue={defaultValues.phone} />
      </div>
      <Field formId={formId} name="role" label="I am a..." required errors={errors}>
        <NativeSelect {...field("role")} required defaultValue={defaultValues.role ?? ""}>
          <option value="" disabled>
            Select one
          </option>
          {contactRoles.map((r) => (
            <option key={r.value} value={r.value}>
              {r.label}
            </option>
          ))}
        </NativeSelect>
      </Field>
      <Field formId={formId} name="message" label="Message" required errors={errors}>
        <Textarea {...field("message")} required rows={6} maxLength={max.message} placeholder="How can we help you?" defaultValue={defaultValues.message} />
      </Field>
      <Button type="submit" size="lg" disabled={pending} className="w-full sm:w-auto sm:self-start">
        <Send aria-hidden="true" />
        {pending ? "Sending..." : "Send Message"}
      </Button>
    </Form>
  );
}

/** Shown in place of the form once the message is stored. */
export function ContactConfirmation() {
  return (
    <FormConfirmation
      title="Message sent!"
      link={{ to: "/contact", label: "Send another message" }}
      className="rounded-xl border border-success/30 bg-green-50 p-6"
    >
      <p>Thank you for contacting us. We received your message and will respond within 24 hours.</p>
      <p className="text-sm text-muted-foreground">We've also sent a confirmation to the email address you entered.</p>
    </FormConfirmation>
  );
}
