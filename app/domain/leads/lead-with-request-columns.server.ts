import { leads, quoteRequests } from "~/db/schema";

/**
 * What the admin lists show of a lead and its quote request: the trade,
 * where it is, and the request's reference. For queries joining `leads` to
 * `quote_requests`; no contact details.
 */
export const leadWithRequestColumns = {
  category: leads.category,
  zip: leads.zip,
  reference: quoteRequests.reference,
  city: quoteRequests.city,
  state: quoteRequests.state,
};
