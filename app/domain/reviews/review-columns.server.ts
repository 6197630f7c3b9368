import { reviews } from "~/db/schema";

/** What every list of reviews shows of one (the pro's, the admin's). */
export const reviewColumns = {
  id: reviews.id,
  stars: reviews.stars,
  body: reviews.body,
  hired: reviews.hired,
  reply: reviews.reply,
  repliedAt: reviews.repliedAt,
  reportedAt: reviews.reportedAt,
  reportReason: reviews.reportReason,
  hiddenAt: reviews.hiddenAt,
  hiddenReason: reviews.hiddenReason,
  createdAt: reviews.createdAt,
};
