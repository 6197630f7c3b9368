import { Input } from "~/components/ui/input";
import { controlProps, Field, type FieldErrors } from "./form-field";

type ContactFieldProps = {
  formId: string;
  errors?: FieldErrors;
  defaultValue?: string;
  /** The form schema's limit for this field. */
  maxLength: number;
  label?: string;
  placeholder?: string;
};

/** The e-mail field every public form asks for (name "email"), required. */
export function EmailField({ formId, errors, defaultValue, maxLength, label = "Email", placeholder = "you@example.com" }: ContactFieldProps) {
  return (
    <Field formId={formId} name="email" label={label} required errors={errors}>
      <Input
        {...controlProps(formId, "email", errors)}
        type="email"
        autoComplete="email"
        required
        maxLength={maxLength}
        placeholder={placeholder}
        defaultValue={defaultValue}
      />
    </Field>
  );
}

/** The phone field of the public forms (name "phone"), required unless `optional`. */
export function PhoneField({
  formId,
  errors,
  defaultValue,
  maxLength,
  minLength,
  optional = false,
  label = "Phone",
  placeholder = "(555) 123-4567",
}: ContactFieldProps & { optional?: boolean; minLength?: number }) {
  return (
    <Field formId={formId} name="phone" label={label} required={!optional} optional={optional} errors={errors}>
      <Input
        {...controlProps(formId, "phone", errors)}
        type="tel"
        autoComplete="tel"
        required={!optional}
        minLength={minLength}
        maxLength={maxLength}
        placeholder={placeholder}
        defaultValue={defaultValue}
      />
    </Field>
  );
}
