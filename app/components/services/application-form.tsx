import { FileUp, Send } from "lucide-react";
import type * as React from "react";
import { Form, Link } from "react-router";
import { Button } from "~/components/ui/button";
import { Input, NativeSelect, Textarea } from "~/components/ui/input";
import {
  controlProps,
  Field,
  FieldError,
  type FieldErrors,
  fieldId,
  firstError,
  FormErrors,
  type FormUiProps,
  RequiredNote,
} from "./form-field";

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

/** Spec section 3: the application's service categories, in the spec's order. */
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

/** Spec section 5. */
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
export const uploadAccept = ".pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png";
export const uploadHint = "PDF, JPG or PNG, max 5MB";

const formId = "application";
const max = applicationMaxLengths;

function Fieldset({ legend, children }: { legend: string; children: React.ReactNode }) {
  return (
    <fieldset className="border-t pt-6">
      <legend className="float-left w-full text-lg font-semibold">{legend}</legend>
      <div className="clear-both flex flex-col gap-6 pt-4">{children}</div>
    </fieldset>
  );
}

function UploadArea({
  name,
  label,
  description,
  errors,
}: {
  name: "licenseFile" | "insuranceFile";
  label: string;
  description: string;
  errors?: FieldErrors;
}) {
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
            {" "}*
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

/** The /contractor-application form (spec sections 2, 3 and 5). The route's action validates and stores it. */
export function ApplicationForm({ errors, defaultValues = {}, pending = false }: FormUiProps<ApplicationFieldName>) {
  const field = (name: ApplicationFieldName, hasHint = false) => controlProps(formId, name, errors, hasHint);
  const v = defaultValues;
  const certifyId = fieldId(formId, "certify");
  const certifyError = firstError(errors, "certify");

  return (
    <Form method="post" encType="multipart/form-data" className="flex flex-col gap-8">
      <FormErrors errors={errors} />
      <RequiredNote />

      <Fieldset legend="Business Information">
        <Field formId={formId} name="businessName" label="Business Name" required errors={errors}>
          <Input {...field("businessName")} autoComplete="organization" required maxLength={max.businessName} defaultValue={v.businessName} />
        </Field>
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
              step={1}
              required
              defaultValue={v.yearsInBusiness}
            />
          </Field>
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
          <Field formId={formId} name="insuranceProvider" label="Insurance Provider" required errors={errors}>
            <Input {...field("insuranceProvider")} required maxLength={max.insuranceProvider} defaultValue={v.insuranceProvider} />
          </Field>
        </div>
        <Field formId={formId} name="website" label="Website" optional errors={errors}>
          <Input
            {...field("website")}
            type="url"
            autoComplete="url"
            maxLength={max.website}
            placeholder="https://www.example.com"
            defaultValue={v.website}
          />
        </Field>
      </Fieldset>

      <Fieldset legend="Contact Information">
        <div className="grid gap-6 sm:grid-cols-2">
          <Field formId={formId} name="firstName" label="First Name" required errors={errors}>
            <Input {...field("firstName")} autoComplete="given-name" required maxLength={max.firstName} defaultValue={v.firstName} />
          </Field>
          <Field formId={formId} name="lastName" label="Last Name" required errors={errors}>
            <Input {...field("lastName")} autoComplete="family-name" required maxLength={max.lastName} defaultValue={v.lastName} />
          </Field>
          <Field formId={formId} name="email" label="Email" required errors={errors}>
            <Input
              {...field("email")}
              type="email"
              autoComplete="email"
              required
              maxLength={max.email}
              placeholder="you@yourbusiness.com"
              defaultValue={v.email}
            />
          </Field>
          <Field formId={formId} name="phone" label="Phone" required errors={errors}>
            <Input
              {...field("phone")}
              type="tel"
              autoComplete="tel"
              required
              minLength={PHONE_MIN_LENGTH}
              maxLength={max.phone}
              placeholder="(555) 123-4567"
              defaultValue={v.phone}
            />
          </Field>
        </div>
      </Fieldset>

      <Fieldset legend="Service Areas">
        <Field
          formId={formId}
          name="serviceAreas"
          label="Cities and ZIP Codes You Serve"
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

      <Fieldset legend="License & Insurance Documents">
        <div className="grid gap-6 sm:grid-cols-2">
          <UploadArea
            name="licenseFile"
            label="Contractor License"
            description="A copy or photo of your state contractor license."
            errors={errors}
          />
          <UploadArea
            name="insuranceFile"
            label="Insurance Certificate"
            description="Your certificate of general liability insurance."
            errors={errors}
          />
        </div>
      </Fieldset>

      <Fieldset legend="Additional Information">
        <Field
          formId={formId}
          name="additionalInfo"
          label="Anything Else We Should Know?"
          optional
          errors={errors}
          hint="Specialties, certifications, crew size or the number of leads you'd like each month."
        >
          <Textarea {...field("additionalInfo", true)} rows={4} maxLength={max.additionalInfo} defaultValue={v.additionalInfo} />
        </Field>
      </Fieldset>

      <div className="flex flex-col gap-2">
        <div className="flex items-start gap-3">
          <input
            type="checkbox"
            id={certifyId}
            name="certify"
            value="on"
            required
            defaultChecked={Boolean(v.certify)}
            aria-invalid={certifyError ? true : undefined}
            aria-describedby={certifyError ? `${certifyId}-error` : undefined}
            className="mt-0.5 size-4 shrink-0 accent-primary"
          />
          <label htmlFor={certifyId} className="text-sm leading-6 text-muted-foreground">
            I certify that the information in this application is accurate, that my business holds a valid contractor license and
            general liability insurance, and that I agree to the{" "}
            <Link to="/terms" className="font-medium text-primary underline underline-offset-2">
              Terms of Service
            </Link>{" "}
            and{" "}
            <Link to="/privacy" className="font-medium text-primary underline underline-offset-2">
              Privacy Policy
            </Link>
            .
          </label>
        </div>
        <FieldError id={certifyId} message={certifyError} />
      </div>

      <Button type="submit" size="lg" disabled={pending} className="w-full">
        <Send aria-hidden="true" />
        {pending ? "Submitting..." : "Submit Application"}
      </Button>
    </Form>
  );
}
