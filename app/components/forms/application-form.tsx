import { FileUp, Send } from "lucide-react";
import type * as React from "react";
import { PlainForm, type IslandAction } from "~/browser";
import { Button } from "~/components/ui/button";
import { Input, NativeSelect, Textarea } from "~/components/ui/input";
import { MAX_UPLOAD_BYTES, uploadTypes } from "~/forms/uploads";
import { CheckboxField, controlProps, Field, FieldError, type FieldErrors, fieldId, firstError, type FormUiProps, Honeypot, RequiredNote } from "./form-field";
import { useFormValidation } from "./use-form-validation";
import { EmailField, PhoneField } from "./contact-fields";

export type ApplicationFieldName =
  | "businessName"
  | "firstName"
  | "lastName"
  | "email"
  | "phone"
  | "licenseNumber"
  | "yearsInBusiness"
  | "serviceCategory"
  | "serviceAreas"
  | "insuranceProvider"
  | "website"
  | "additionalInfo"
  | "licenseFile"
  | "insuranceFile"
  | "certify";

/** Spec section 3: the application's service categories, in the spec's order (values: app/forms/application-categories.ts). */
export const applicationCategories = [
  { value: "roofing", label: "Roofing" },
  { value: "solar", label: "Solar" },
  { value: "hvac", label: "HVAC" },
  { value: "home-improvement", label: "Home Improvement" },
  { value: "electrical", label: "Electrical" },
  { value: "plumbing", label: "Plumbing" },
  { value: "windows", label: "Windows & Doors" },
  { value: "painting", label: "Painting" },
  { value: "flooring", label: "Flooring" },
  { value: "landscaping", label: "Landscaping" },
] as const;

/** Spec section 5; they match app/forms/contractor-application.ts (checked by forms.test.ts). */
export const applicationMaxLengths = {
  businessName: 100,
  firstName: 50,
  lastName: 50,
  email: 255,
  phone: 20,
  licenseNumber: 50,
  serviceAreas: 500,
  insuranceProvider: 100,
  website: 255,
  additionalInfo: 1000,
} as const;

export const PHONE_MIN_LENGTH = 10;
export const YEARS_IN_BUSINESS_MAX = 100;
export const uploadAccept = [...uploadTypes.document.extensions.map((e) => `.${e}`), ...uploadTypes.document.mimes].join(",");
export const uploadHint = `PDF, JPG or PNG, max ${MAX_UPLOAD_BYTES / 1024 / 1024}MB`;

const formId = "application";
const max = applicationMaxLengths;

const loadSchema = () => import("~/forms/contractor-application").then((m) => m.contractorApplicationSchema);

function Fieldset({ legend, children }: { legend: string; children: React.ReactNode }) {
  return (
    <fieldset className="border-t pt-6">
      <legend className="float-left w-full text-lg font-semibold">{legend}</legend>
      <div className="clear-both flex flex-col gap-6 pt-4">{children}</div>
    </fieldset>
  );
}

function UploadArea({ name, label, description, errors }: { name: "licenseFile" | "insuranceFile"; label: string; description: string; errors?: FieldErrors }) {
  const id = fieldId(formId, name);
  const hintId = `${id}-hint`;
  const error = firstError(errors, name);
  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-col items-center gap-3 rounded-lg border-2 border-dashed border-input bg-muted/50 p-5 text-center has-focus-visible:border-primary has-aria-invalid:border-destructive">
        <FileUp className="size-8 text-primary" aria-hidden="true" />
        <label htmlFor={id} className="text-sm font-medium">
          {label}
          <span className="text-destructive" aria-hidden="true">
            {" "}
            *
          </span>
        </label>
        <p id={hintId} className="text-sm text-muted-foreground">
          {description} {uploadHint}.
        </p>
        <input
          type="file"
          id={id}
          name={name}
          accept={uploadAccept}
          required
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${hintId} ${id}-error` : hintId}
          className="w-full max-w-xs cursor-pointer rounded-md text-sm text-muted-foreground file:mr-3 file:cursor-pointer file:rounded-md file:border-0 file:bg-primary file:px-3 file:py-2 file:text-sm file:font-semibold file:text-primary-foreground hover:file:bg-primary/90"
        />
      </div>
      <FieldError id={id} message={error} />
    </div>
  );
}

export type ApplicationFormProps = FormUiProps<ApplicationFieldName> & {
  /** The outcome notice at the top of the form (how the spec's toasts read without JavaScript). */
  notice?: React.ReactNode;
  /** The browser's check failed on submit: the page shows the 'Validation Error' toast. */
  onInvalid?: (errors: FieldErrors) => void;
  /** After a post without JavaScript the files are not kept: ask for them again. */
  reselectFiles?: boolean;
  /** The island's form (docs/decisions/0040); a native form elsewhere. */
  Form?: IslandAction<unknown>["Form"];
};

/**
 * The /contractor-application form (spec sections 2, 3 and 5), fields in the
 * spec's order so the first message is the first field in error. Multipart, so
 * the license and insurance documents really upload.
 */
export function ApplicationForm({
  Form = PlainForm,
  errors: serverErrors,
  defaultValues = {},
  pending = false,
  notice,
  onInvalid,
  reselectFiles = false,
}: ApplicationFormProps) {
  const { errors, formProps } = useFormValidation({ loadSchema, serverErrors, onInvalid });
  const field = (name: ApplicationFieldName, hasHint = false) => controlProps(formId, name, errors, hasHint);
  const v = defaultValues;

  return (
    <Form method="post" action="/contractor-application#application" encType="multipart/form-data" className="relative flex flex-col gap-8" {...formProps}>
      {notice}
      <RequiredNote />
      <Honeypot />

      <Fieldset legend="Business & Contact Information">
        <Field formId={formId} name="businessName" label="Business Name" required errors={errors}>
          <Input {...field("businessName")} autoComplete="organization" required maxLength={max.businessName} defaultValue={v.businessName} />
        </Field>
        <div className="grid gap-6 sm:grid-cols-2">
          <Field formId={formId} name="firstName" label="First Name" required errors={errors}>
            <Input {...field("firstName")} autoComplete="given-name" required maxLength={max.firstName} defaultValue={v.firstName} />
          </Field>
          <Field formId={formId} name="lastName" label="Last Name" required errors={errors}>
            <Input {...field("lastName")} autoComplete="family-name" required maxLength={max.lastName} defaultValue={v.lastName} />
          </Field>
          <EmailField formId={formId} errors={errors} maxLength={max.email} placeholder="you@yourbusiness.com" defaultValue={v.email} />
          <PhoneField formId={formId} errors={errors} minLength={PHONE_MIN_LENGTH} maxLength={max.phone} defaultValue={v.phone} />
        </div>
      </Fieldset>

      <Fieldset legend="License & Services">
        <div className="grid gap-6 sm:grid-cols-2">
          <Field formId={formId} name="licenseNumber" label="License Number" required errors={errors}>
            <Input {...field("licenseNumber")} required maxLength={max.licenseNumber} autoComplete="off" defaultValue={v.licenseNumber} />
          </Field>
          <Field formId={formId} name="yearsInBusiness" label="Years in Business" required errors={errors}>
            <Input
              {...field("yearsInBusiness")}
              type="number"
              inputMode="numeric"
              min={0}
              max={YEARS_IN_BUSINESS_MAX}
              step={1}
              required
              defaultValue={v.yearsInBusiness}
            />
          </Field>
        </div>
        <Field formId={formId} name="serviceCategory" label="Service Category" required errors={errors}>
          <NativeSelect {...field("serviceCategory")} required defaultValue={v.serviceCategory ?? ""}>
            <option value="" disabled>
              Select a service category
            </option>
            {applicationCategories.map((c) => (
              <option key={c.value} value={c.value}>
                {c.label}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field
          formId={formId}
          name="serviceAreas"
          label="Service Areas"
          required
          errors={errors}
          hint="List the cities and ZIP codes where you take jobs, separated by commas or on separate lines."
        >
          <Textarea
            {...field("serviceAreas", true)}
            required
            rows={4}
            maxLength={max.serviceAreas}
            placeholder={"Austin, Round Rock, Cedar Park\n78701, 78664, 78613"}
            defaultValue={v.serviceAreas}
          />
        </Field>
      </Fieldset>

      <Fieldset legend="Insurance & Online Presence">
        <div className="grid gap-6 sm:grid-cols-2">
          <Field formId={formId} name="insuranceProvider" label="Insurance Provider" required errors={errors}>
            <Input {...field("insuranceProvider")} required maxLength={max.insuranceProvider} defaultValue={v.insuranceProvider} />
          </Field>
          <Field formId={formId} name="website" label="Website" optional errors={errors}>
            <Input
              {...field("website")}
              // Text, not type="url": "acme.com" is a fine answer (stored as https://acme.com), which type="url" would refuse.
              type="text"
              inputMode="url"
              autoComplete="url"
              maxLength={max.website}
              placeholder="https://www.example.com"
              defaultValue={v.website}
            />
          </Field>
        </div>
        <Field
          formId={formId}
          name="additionalInfo"
          label="Additional Information"
          optional
          errors={errors}
          hint="Specialties, certifications, crew size or the number of leads you'd like each month."
        >
          <Textarea {...field("additionalInfo", true)} rows={4} maxLength={max.additionalInfo} defaultValue={v.additionalInfo} />
        </Field>
      </Fieldset>

      <Fieldset legend="License & Insurance Documents">
        {reselectFiles ? (
          <p className="rounded-md border bg-muted p-3 text-sm">
            Please select your two documents again: files are not kept when an application is sent back for corrections.
          </p>
        ) : null}
        <div className="grid gap-6 sm:grid-cols-2">
          <UploadArea name="licenseFile" label="Contractor License" description="A copy or photo of your state contractor license." errors={errors} />
          <UploadArea name="insuranceFile" label="Insurance Certificate" description="Your certificate of general liability insurance." errors={errors} />
        </div>
      </Fieldset>

      <CheckboxField formId={formId} name="certify" required defaultChecked={Boolean(v.certify)} errors={errors} className="border-t pt-6">
        I certify that the information in this application is accurate, that my business holds a valid contractor license and general liability insurance, and
        that I agree to the{" "}
        <a href="/terms" className="font-medium text-primary underline underline-offset-2">
          Terms of Service
        </a>{" "}
        and{" "}
        <a href="/privacy" className="font-medium text-primary underline underline-offset-2">
          Privacy Policy
        </a>
        .
      </CheckboxField>

      <Button type="submit" size="lg" disabled={pending} className="w-full">
        <Send aria-hidden="true" />
        {pending ? "Submitting..." : "Submit Application"}
      </Button>
    </Form>
  );
}
