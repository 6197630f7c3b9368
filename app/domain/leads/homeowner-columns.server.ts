import { quoteRequests } from "~/db/schema";

/**
 * The homeowner's contact and project columns of a bought lead, selected the
 * same way by the dashboard, the delivery messages and the REST API. Only
 * queries that join `purchases` (the buyer's own) may select them: before a
 * sale they are never shown.
 */
export const homeownerColumns = {
  reference: quoteRequests.reference,
  fullName: quoteRequests.fullName,
  email: quoteRequests.email,
  phone: quoteRequests.phone,
  zip: quoteRequests.zip,
  city: quoteRequests.city,
  state: quoteRequests.state,
  details: quoteRequests.details,
  prosRequested: quoteRequests.prosRequested,
};
