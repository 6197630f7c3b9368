/** Contractors, their accounts and applicants (personal data of people who are not homeowners), classified as app/db/personal-data.ts explains; spread into it. */
import { fileColumns, none, notPersonal, other, requestMeta, type TableClassification } from "./personal-data-kinds";

export const contractorsAndApplicants = {
  // ── Contractors and their accounts ────────────────────────────────────
  contractors: {
    why: "a contractor business and its contact person",
    columns: {
      contact_name: other("the contact person's name"),
      email: other("the business's contact e-mail"),
      phone: other("the business's contact phone"),
      ...notPersonal({
        business_name: "the business's public name",
        license_number: "a public licence record",
        insurance_provider: "the insurer",
        website: "the business's website",
      }),
      ...notPersonal({
        service_areas_text: "areas in words",
        status: "account state",
        plan: "the plan",
        categories: "trades",
        service_zip_codes: "ZIPs served",
        base_zip: "the base ZIP",
      }),
      ...notPersonal({ license_state: "a US state", license_expires_on: "a date", insurance_expires_on: "a date", slug: "the public profile's URL part" }),
      ...notPersonal({ webhook_url: "the business's endpoint", webhook_secret: "a signing secret", alert_unsubscribe_token: "a random token" }),
      ...notPersonal({ alert_categories: "trades", alert_time_zone: "a time zone" }),
      ...notPersonal({ rating_exception_reason: "the admin's reason for an exception to the 4-star rule, about the business" }),
    },
  },
  contractor_balances: { why: "a contractor's balance", columns: {} },
  balance_settings: {
    why: "a contractor's auto-recharge settings",
    columns: notPersonal({ stripe_customer_id: "Stripe's reference of the business", stripe_payment_method_id: "Stripe's reference of a card" }),
  },
  contractor_documents: {
    why: "a contractor's licence and insurance files",
    columns: {
      ...fileColumns("contractor"),
      ...notPersonal({ kind: "licence or insurance", expires_on: "a date", status: "the review state", reject_reason: "the admin's reason" }),
    },
  },
  document_reminders: { why: "expiry reminders sent", columns: notPersonal({ kind: "licence or insurance", expires_on: "a date" }) },
  enterprise_requests: { why: "a request for the Enterprise plan", columns: { note: other("the contractor's note"), status: none("the state") } },
  enterprise_territories: { why: "ZIPs reserved to an Enterprise contractor", columns: { zip: none("a ZIP") } },
  subscriptions: {
    why: "a contractor's Professional subscription",
    columns: notPersonal({ status: "the state", provider: "stripe or test-mode", provider_ref: "Stripe's id", customer_ref: "Stripe's id" }),
  },
  subscription_charges: {
    why: "monthly fee charges",
    columns: notPersonal({ provider: "stripe or test-mode", provider_ref: "Stripe's id", status: "the state" }),
  },
  top_ups: { why: "balance top-ups", columns: notPersonal({ provider: "the payment provider", provider_ref: "the provider's id", status: "the state" }) },
  push_subscriptions: {
    why: "browsers a contractor turned alerts on in",
    columns: {
      endpoint: other("the push service's URL of one browser"),
      user_agent: other("the browser string"),
      ...notPersonal({ p256dh: "the browser's public key", auth: "the browser's secret" }),
    },
  },
  api_keys: {
    why: "a contractor's API keys",
    columns: notPersonal({ label: "the contractor's label", prefix: "the key's visible start", key_hash: "sha256 of the random key" }),
  },
  users: {
    why: "sign-in accounts of contractors and staff (homeowners have none)",
    columns: {
      email: other("the account's e-mail"),
      ...notPersonal({ role: "the role", password_hash: "scrypt hash of the password", totp_secret: "the two-factor secret", time_zone: "a time zone" }),
    },
  },
  sessions: { why: "signed-in sessions", columns: { id: none("sha256 of the cookie's random token") } },
  known_devices: { why: "browsers known to an account", columns: { token_hash: none("sha256 of the device cookie") } },
  one_time_tokens: { why: "invitation and reset links", columns: notPersonal({ purpose: "the link's use", token_hash: "sha256 of the random token" }) },
  email_changes: {
    why: "e-mail changes waiting for their link",
    columns: {
      new_email: other("the new address"),
      old_email: other("the address it replaced (the revert notice goes there)"),
      ...notPersonal({ token_hash: "sha256 of the random token", revert_token_hash: "sha256 of the revert link's random token" }),
    },
  },
  phone_verifications: { why: "mobile numbers waiting for their code", columns: { phone: other("the number"), code_hash: none("hash of the code") } },
  recovery_codes: { why: "two-factor recovery codes", columns: { code_hash: none("hash of the code") } },
  sign_in_challenges: { why: "sign-ins waiting for the second factor", columns: { id: none("sha256 of the challenge cookie") } },
  // ── Applications ──────────────────────────────────────────────────────
  contractor_applications: {
    why: "an application to join as a contractor",
    columns: {
      first_name: other("the applicant's name"),
      last_name: other("the applicant's name"),
      email: other("the applicant's e-mail"),
      phone: other("the applicant's phone"),
      additional_info: other("the applicant's free text"),
      ...requestMeta("other-person"),
      ...notPersonal({
        business_name: "the business's name",
        license_number: "a public licence record",
        service_category: "the trade",
        service_areas: "the areas in words",
      }),
      ...notPersonal({ insurance_provider: "the insurer", website: "the business's website", status: "the review state" }),
    },
  },
  application_files: { why: "an application's uploaded files", columns: { kind: none("licence or insurance"), ...fileColumns("applicant") } },
  career_applications: {
    why: "a job application",
    columns: {
      full_name: other("the applicant's name"),
      email: other("the applicant's e-mail"),
      phone: other("the applicant's phone"),
      note: other("the applicant's free text"),
      resume_original_name: other("the uploaded file's name"),
      resume_sha256: other("hash of the résumé", "derived"),
      ...requestMeta("other-person"),
      ...notPersonal({ position_id: "the position", resume_stored_name: "a random file name", resume_mime: "a content type" }),
    },
  },
} as const satisfies Record<string, TableClassification>;
