import { createElement, type ComponentType } from "react";
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { CareerApplySection, careerMaxLengths, resumeAccept } from "~/components/content-pages/career-apply-section";
import { PricingRequestForm, pricingFields } from "~/components/marketing/pricing-request-form";
import { CAREER_NAME_MAX, CAREER_NOTE_MAX } from "~/forms/career-application";
import { CONSENT_VERSION, consentText } from "~/forms/consent";
import { CONTACT_MESSAGE_MAX, CONTACT_NAME_MAX } from "~/forms/contact-message";
import { applicationLimits } from "~/forms/contractor-application";
import { APPLICATION_CATEGORIES } from "~/content/categories";
import { HONEYPOT_FIELD } from "~/forms/honeypot";
import { pricingRequestLimits } from "~/forms/pricing-request";
import { FULL_NAME_MAX as QUOTE_NAME_MAX } from "~/forms/quote-request";
import { ApplicationForm, applicationCategories, applicationMaxLengths, YEARS_IN_BUSINESS_MAX } from "./application-form";
import { applicationNotice } from "./application-messages";
import { ContactForm, contactMaxLengths } from "./contact-form";
import { FULL_NAME_MAX, QuoteForm } from "./quote-form";

/** Server-rendered HTML, attribute names lower-cased as a browser reads them (React writes e.g. maxLength). */
function render(component: ComponentType): string {
  const Stub = createRoutesStub([{ path: "/", Component: component }]);
  return renderToString(createElement(Stub, { initialEntries: ["/"] })).replace(/ ([a-zA-Z-]+)=(?=")/g, (_, name: string) => ` ${name.toLowerCase()}=`);
}

/** The opening tag of the control with this name (and value, for radios). */
function control(html: string, name: string, value?: string): string {
  const tags = html.match(new RegExp(`<(input|select|textarea)[^>]*name="${name}"[^>]*>`, "g")) ?? [];
  const tag = value === undefined ? tags[0] : tags.find((t) => t.includes(`value="${value}"`));
  if (!tag) throw new Error(`no control named ${name}`);
  return tag;
}

describe("ContactForm", () => {
  it("has the spec's fields, labels and submit", () => {
    const html = render(() => createElement(ContactForm));
    for (const name of ["firstName", "lastName", "email", "phone", "role", "message"]) {
      const id = control(html, name).match(/id="([^"]+)"/)?.[1];
      expect(html).toContain(`for="${id}"`);
    }
    expect(html).toContain('method="post"');
    expect(html).toContain('value="homeowner">Homeowner');
    expect(html).toContain('value="contractor">Contractor');
    expect(html).toContain('value="other">Other');
    expect(html).toContain("Send Message");
  });

  it("shows field errors wired with aria-invalid and aria-describedby, and keeps values", () => {
    const html = render(() =>
      createElement(ContactForm, {
        errors: { email: ["Invalid email address"], "": ["Please try again."] },
        defaultValues: { firstName: "Ana", role: "contractor" },
        pending: true,
      }),
    );
    const email = control(html, "email");
    expect(email).toContain('aria-invalid="true"');
    expect(email).toContain('aria-describedby="contact-email-error"');
    expect(html).toContain('id="contact-email-error"');
    expect(html).toContain("Invalid email address");
    expect(html).toContain('role="alert"');
    expect(control(html, "firstName")).toContain('value="Ana"');
    expect(control(html, "firstName")).not.toContain('aria-invalid="');
    expect(html).toMatch(/<option value="contractor" selected="">/);
    expect(html).toContain("Sending...");
    expect(html).toMatch(/<button[^>]*disabled=""/);
  });
});

describe("QuoteForm", () => {
  it("has the spec's fields with the right types and limits", () => {
    const html = render(() => createElement(QuoteForm, { defaultValues: { category: "solar" } }));
    expect(control(html, "phone")).toContain('type="tel"');
    expect(control(html, "zip")).toContain('inputmode="numeric"');
    expect(control(html, "zip")).toContain('maxlength="5"');
    expect(control(html, "details")).toContain('maxlength="2000"');
    expect(html).toMatch(/<option value="solar" selected="">Solar/);
    for (const slug of ["roofing", "solar", "hvac", "home-improvement", "electrical", "plumbing"]) {
      expect(html).toContain(`value="${slug}"`);
    }
    expect(control(html, "pros", "3")).toContain('checked=""');
    expect(control(html, "pros", "1")).not.toContain("checked");
    expect(control(html, "consent")).toContain("required");
    expect(html).toContain('href="/terms"');
    expect(html).toContain("Get My Free Quotes");
    expect(html).toContain("How many pros may contact me?");
    // The one consent text and version of app/forms/consent.ts, for the default of 3 pros.
    expect(control(html, "consentVersion")).toContain(`value="${CONSENT_VERSION}"`);
    expect(html).toContain(consentText(3).split("[")[0]!.replaceAll("'", "&#x27;"));
    // The live counter is hidden without JavaScript.
    expect(html).toMatch(/data-js-only[^>]*>0<!-- --> \/ <!-- -->2,000/);
  });

  it("shows errors under fields", () => {
    const html = render(() => createElement(QuoteForm, { errors: { zip: ["Enter a valid ZIP code"], consent: ["Consent is required"] } }));
    expect(control(html, "zip")).toContain('aria-invalid="true"');
    expect(html).toContain('id="quote-zip-error"');
    expect(control(html, "consent")).toContain('aria-describedby="quote-consent-error"');
    expect(html).toContain("Consent is required");
  });
});

describe("ApplicationForm", () => {
  it("posts multipart data with the spec's fields and limits", () => {
    const html = render(() => createElement(ApplicationForm));
    expect(html).toContain('enctype="multipart/form-data"');
    const limits: Record<string, number> = {
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
    };
    for (const [name, max] of Object.entries(limits)) expect(control(html, name)).toContain(`maxlength="${max}"`);
    expect(control(html, "yearsInBusiness")).toContain('type="number"');
    expect(control(html, "yearsInBusiness")).toContain('min="0"');
    for (const name of ["licenseFile", "insuranceFile"]) {
      expect(control(html, name)).toContain('accept=".pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png"');
    }
    for (const v of ["windows", "painting", "flooring", "landscaping"]) expect(html).toContain(`value="${v}"`);
    expect(control(html, "certify")).toContain("required");
    expect(html).toContain('href="/privacy"');
    expect(html).toContain("PDF, JPG or PNG, max 5MB");
    expect(html).toContain("Submit Application");
  });

  it("shows the first error of a field and the submitting state", () => {
    const html = render(() =>
      createElement(ApplicationForm, {
        errors: { businessName: ["Business name is required", "second"] },
        pending: true,
      }),
    );
    expect(html).toContain("Business name is required");
    expect(html).not.toContain("second");
    expect(control(html, "businessName")).toContain('aria-invalid="true"');
    expect(html).toContain("Submitting...");
  });
});

describe("every form", () => {
  it("renders the honeypot hidden from people and out of the tab order", () => {
    for (const component of [ContactForm, QuoteForm, ApplicationForm, PricingRequestForm, () => createElement(CareerApplySection)]) {
      const html = render(component as ComponentType);
      const honeypot = control(html, HONEYPOT_FIELD);
      expect(honeypot).toContain('tabindex="-1"');
      expect(honeypot).toContain('autocomplete="off"');
      expect(html).toMatch(new RegExp(`<div aria-hidden="true"[^>]*><label>[^<]*<input[^>]*name="${HONEYPOT_FIELD}"`));
    }
  });

  it("uses the limits of the shared schemas", () => {
    expect(applicationMaxLengths).toMatchObject({
      businessName: applicationLimits.businessName,
      firstName: applicationLimits.firstName,
      lastName: applicationLimits.lastName,
      email: applicationLimits.email,
      phone: applicationLimits.phoneMax,
      licenseNumber: applicationLimits.licenseNumber,
      serviceAreas: applicationLimits.serviceAreas,
      insuranceProvider: applicationLimits.insuranceProvider,
      website: applicationLimits.website,
      additionalInfo: applicationLimits.additionalInfo,
    });
    expect(YEARS_IN_BUSINESS_MAX).toBe(applicationLimits.yearsInBusinessMax);
    expect(applicationCategories.map((c) => c.value)).toEqual([...APPLICATION_CATEGORIES]);
    expect(contactMaxLengths).toMatchObject({ firstName: CONTACT_NAME_MAX, lastName: CONTACT_NAME_MAX, message: CONTACT_MESSAGE_MAX });
    expect(FULL_NAME_MAX).toBe(QUOTE_NAME_MAX);
    expect(careerMaxLengths).toMatchObject({ fullName: CAREER_NAME_MAX, note: CAREER_NOTE_MAX });
    const pricing = Object.fromEntries(pricingFields.map((f) => [f.name, f.maxLength]));
    expect(pricing).toMatchObject(pricingRequestLimits);
    expect(resumeAccept).toBe(".pdf,application/pdf");
  });
});

describe("applicationNotice", () => {
  const values = {};
  it("words every outcome as spec section 8 does", () => {
    expect(applicationNotice({ ok: true, status: 200 })).toEqual({
      variant: "success",
      title: "Application Submitted Successfully!",
      description: "We'll review your application and get back to you within 24-48 hours.",
    });
    expect(
      applicationNotice({
        ok: false,
        status: 422,
        errors: { businessName: ["Business name is required"], email: ["Invalid email address"] },
        formError: "Business name is required",
        values,
      }),
    ).toEqual({ variant: "destructive", title: "Validation Error", description: "Business name is required" });
    expect(applicationNotice({ ok: false, status: 500, errors: { "": ["x"] }, formError: "Something went wrong. Please try again.", values })).toEqual({
      variant: "destructive",
      title: "Error",
      description: "Something went wrong. Please try again.",
    });
    const limited = "Too many submissions. Please wait a few minutes and try again.";
    expect(applicationNotice({ ok: false, status: 429, errors: { "": [limited] }, formError: limited, values })).toEqual({
      variant: "destructive",
      title: "Error",
      description: limited,
    });
  });
});
