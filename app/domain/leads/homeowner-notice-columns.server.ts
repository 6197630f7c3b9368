import { quoteRequests } from "~/db/schema";

/** The request's privacy marks a buyer's view selects for `homeownerNotice` (queries joining quote_requests). */
export const homeownerNoticeColumns = {
  contactStoppedAt: quoteRequests.contactStoppedAt,
  erasedAt: quoteRequests.erasedAt,
};
