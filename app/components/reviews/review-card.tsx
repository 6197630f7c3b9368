import type * as React from "react";
import { Stars } from "./stars";

export type ReviewView = {
  id: string;
  stars: number;
  body: string | null;
  hired: boolean | null;
  reply: string | null;
  repliedAt: string | Date | null;
  reportedAt: string | Date | null;
  reportReason: string | null;
  hiddenAt: string | Date | null;
  hiddenReason: string | null;
  createdAt: string | Date;
};

const day = (value: string | Date) => new Date(value).toLocaleDateString("en-US", { dateStyle: "medium", timeZone: "UTC" });

/** One review as the pro and the admins see it: stars, text, "hired", the reply, and its report / hidden state. */
export function ReviewCard({ review, heading, children }: { review: ReviewView; heading: React.ReactNode; children?: React.ReactNode }) {
  return (
    <li className="rounded-xl border bg-card p-5" data-testid="review" data-review-id={review.id}>
      <div className="flex flex-wrap items-center gap-3">
        <Stars stars={review.stars} />
        <span className="font-semibold">{heading}</span>
        <span className="ml-auto text-sm text-muted-foreground">{day(review.createdAt)}</span>
      </div>
      {review.body ? <p className="mt-3 whitespace-pre-line">{review.body}</p> : <p className="mt-3 text-sm text-muted-foreground">No written review.</p>}
      {review.hired !== null ? (
        <p className="mt-2 text-sm text-muted-foreground">{review.hired ? "Hired this pro for the job." : "Did not hire this pro."}</p>
      ) : null}
      {review.hiddenAt ? (
        <p className="mt-2 text-sm font-medium text-destructive" data-testid="review-hidden">
          Hidden by our team: {review.hiddenReason}. It does not count in the rating.
        </p>
      ) : null}
      {review.reportedAt ? <p className="mt-2 text-sm text-muted-foreground">Reported: {review.reportReason}</p> : null}
      {review.reply ? (
        <div className="mt-3 rounded-md bg-muted p-3 text-sm" data-testid="review-reply">
          <p className="font-medium">Reply from the pro{review.repliedAt ? ` · ${day(review.repliedAt)}` : ""}</p>
          <p className="mt-1 whitespace-pre-line">{review.reply}</p>
        </div>
      ) : null}
      {children}
    </li>
  );
}
