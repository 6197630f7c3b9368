import { Send } from "lucide-react";
import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { Input, NativeSelect, Textarea } from "~/components/ui/input";
import { controlProps, Field, FormErrors, type FormUiProps, RequiredNote } from "./form-field";

export type ContactFieldName = "firstName" | "lastName" | "email" | "phone" | "role" | "message";

/** The 'I am a...' choices (spec section 2, /contact). */
export const contactRoles = [
  { value: "homeowner", label: "Homeowner" },
  { value: "contractor", label: "Contractor" },
  { value: "other", label: "Other" },
] as const;

const formId = "contact";

/** The /contact message form. The route's action validates and stores it. */
export function ContactForm({ errors, defaultValues = {}, pending = false }: FormUiProps<ContactFieldName>) {
  const field = (name: ContactFieldName, hasHint = false) => controlProps(formId, name, errors, hasHint);
  return (
    <Form method="post" className="flex flex-col gap-6">
      <FormErrors errors={errors} />
      <RequiredNote />
      <div className="grid gap-6 sm:grid-cols-2">
        <Field formId={formId} name="firstName" label="First Name" required errors={errors}>
          <Input {...field("firstName")} autoComplete="given-name" required maxLength={50} defaultValue={defaultValues.firstName} />
        </Field>
        <Field formId={formId} name="lastName" label="Last Name" required errors={errors}>
          <Input {...field("lastName")} autoComplete="family-name" required maxLength={50} defaultValue={defaultValues.lastName} />
        </Field>
        <Field formId={formId} name="email" label="Email" required errors={errors}>
          <Input
            {...field("email")}
            type="email"
            autoComplete="email"
            required
            maxLength={255}
            placeholder="you@example.com"
            defaultValue={defaultValues.email}
          />
        </Field>
        <Field formId={formId} name="phone" label="Phone" optional errors={errors}>
          <Input
            {...field("phone")}
            type="tel"
            autoComplete="tel"
            maxLength={20}
            placeholder="(555) 123-4567"
            defaultValue={defaultValues.phone}
          />
        </Field>
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
        <Textarea
          {...field("message")}
          required
          rows={6}
          maxLength={2000}
          placeholder="How can we help you?"
          defaultValue={defaultValues.message}
        />
      </Field>
      <Button type="submit" size="lg" disabled={pending} className="w-full sm:w-auto sm:self-start">
        <Send aria-hidden="true" />
        {pending ? "Sending..." : "Send Message"}
      </Button>
    </Form>
  );
}
