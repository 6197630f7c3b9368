/**
 * The quality score of a quote request, 0-100, with its reasons: one pure, deterministic module (decision 0049).
 * Same input, same score: no clock, no database, no randomness. The web layer measures how a request was
 * submitted (app/web/submission-signals.server.ts); this module only weighs what it is given.
 *
 * Start at BASE (50), then, each rule once:
 *   phone verified by its SMS code        +25
 *   answers given                          +3 each, at most +15 (5 answers)
 *   photos                                 +2 each, at most +10 (5 photos)
 *   a repeat of a recent request          −30 (its leads are never sold anyway: market-gate.ts)
 *   a disposable e-mail domain            −20 (disposable-email-domains-js, updated from the community list)
 *   the honeypot filled                   −60 (such a post is answered with a decoy and never stored; the rule is
 *                                              here so the score says so if that ever changes)
 *   no valid render token                 −25 (the hidden field the form page signs when it renders: missing or forged)
 *   sent under 3 s after the page render  −15; 3 to 10 s: −5 (a person is rarely that quick; a scripted browser
 *                                              is, but it is caught by its velocity rather than held on its first post)
 *   no User-Agent at all                  −30
 *   a headless browser or an HTTP tool    −30 (HeadlessChrome, curl, wget, python-requests…)
 *   no device cookie                      −10 (the form page sets one; a client that never loaded it has none)
 *   from one client address: 3+ earlier requests in the last hour −15, 10+ in the last day −15
 *   from one device cookie:  3+ earlier requests in the last hour −15, 10+ in the last day −15
 * then clamped to 0-100.
 *
 * A signal that was not measured (absent from `signals`: a calculator estimate turned into a request, a request
 * stored by a script) moves nothing; the web layer always measures all of them for a posted form.
 *
 * Bands: high from 70, medium from HOLD_BELOW (40), low below it. A low request is held for review (market-gate.ts):
 * not alerted, listed or sold until an admin approves it. The threshold is chosen so that a person using the site
 * without JavaScript and without a verified phone (timeline and ownership answered: 56) is never held, while a
 * `curl` post (no render token, an HTTP tool, no device cookie: −65) is held whatever it answers, attaches or
 * verifies (at most 100 − 65 = 35).
 *
 * Reasons are short words, for the admin's held queue; buyers never see them (quality-label.ts says what buyers see,
 * from the lead's facts alone), so they cannot learn which signal to fake.
 */
import { bandOf, type QualityBand } from "./quality-bands";

export { bandOf, HIGH_FROM, HOLD_BELOW, type QualityBand } from "./quality-bands";
import { isDisposableEmail } from "disposable-email-domains-js";

/** What the web layer measured about one submission: flags and numbers only, never an address or a user agent. */
export type SubmissionSignals = {
  /** The hidden field was filled (app/forms/honeypot.ts). */
  honeypot?: boolean;
  /** The render token was present and its signature good. */
  renderToken?: boolean;
  /** Whole seconds from the page's render to the post (only with a good render token). */
  secondsToSubmit?: number;
  /** The request had no User-Agent header. */
  noUserAgent?: boolean;
  /** The User-Agent names a headless browser or an HTTP tool. */
  automatedAgent?: boolean;
  /** The request carried the device cookie the form page sets. */
  deviceCookie?: boolean;
  /** Earlier requests from the same client address, in the last hour and day (capped: velocity-counts.server.ts). */
  ipLastHour?: number;
  ipLastDay?: number;
  /** Earlier requests from the same device cookie, in the last hour and day. */
  deviceLastHour?: number;
  deviceLastDay?: number;
};

export type QualityInput = {
  phoneVerified: boolean;
  /** How many qualifying answers were given (forms/project-answers.ts). */
  answers: number;
  photos: number;
  duplicate: boolean;
  /** The homeowner's e-mail, only to tell a disposable domain (never stored in the signals). */
  email?: string | undefined;
  /** The submission's signals as measured (stored in quote_requests.quality_signals). */
  signals: Record<string, unknown>;
};

export type QualityResult = { score: number; band: QualityBand; held: boolean; reasons: string[] };

export const BASE = 50;

export const POINTS = {
  phoneVerified: 25,
  perAnswer: 3,
  answersMax: 15,
  perPhoto: 2,
  photosMax: 10,
  duplicate: -30,
  disposableEmail: -20,
  honeypot: -60,
  noRenderToken: -25,
  under3Seconds: -15,
  under10Seconds: -5,
  noUserAgent: -30,
  automatedAgent: -30,
  noDeviceCookie: -10,
  hourVelocity: -15,
  dayVelocity: -15,
} as const;

/** Earlier requests from one client or device that make a velocity signal. */
export const HOUR_VELOCITY_FROM = 3;
export const DAY_VELOCITY_FROM = 10;

const flag = (signals: Record<string, unknown>, name: keyof SubmissionSignals): boolean | undefined =>
  typeof signals[name] === "boolean" ? (signals[name] as boolean) : undefined;
const count = (signals: Record<string, unknown>, name: keyof SubmissionSignals): number | undefined => {
  const value = signals[name];
  return typeof value === "number" && Number.isFinite(value) && value >= 0 ? value : undefined;
};
const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;

export function scoreRequest(input: QualityInput): QualityResult {
  const { signals } = input;
  let score = BASE;
  const reasons: string[] = [];
  const add = (points: number, reason: string) => {
    score += points;
    reasons.push(reason);
  };

  if (input.phoneVerified) add(POINTS.phoneVerified, "verified phone");
  const answers = Math.max(0, Math.floor(input.answers));
  if (answers > 0) add(Math.min(POINTS.answersMax, answers * POINTS.perAnswer), plural(answers, "answer"));
  const photos = Math.max(0, Math.floor(input.photos));
  if (photos > 0) add(Math.min(POINTS.photosMax, photos * POINTS.perPhoto), plural(photos, "photo"));
  if (input.duplicate) add(POINTS.duplicate, "repeat of a recent request");
  if (input.email && isDisposableEmail(input.email.trim())) add(POINTS.disposableEmail, "disposable e-mail domain");

  if (flag(signals, "honeypot") === true) add(POINTS.honeypot, "hidden field filled");
  if (flag(signals, "renderToken") === false) add(POINTS.noRenderToken, "not sent from the form page");
  const seconds = count(signals, "secondsToSubmit");
  if (flag(signals, "renderToken") === true && seconds !== undefined) {
    if (seconds < 3) add(POINTS.under3Seconds, "sent within 3 seconds of the page");
    else if (seconds < 10) add(POINTS.under10Seconds, "sent within 10 seconds of the page");
  }
  if (flag(signals, "noUserAgent") === true) add(POINTS.noUserAgent, "no browser");
  else if (flag(signals, "automatedAgent") === true) add(POINTS.automatedAgent, "headless browser or HTTP tool");
  if (flag(signals, "deviceCookie") === false) add(POINTS.noDeviceCookie, "no device cookie");

  const velocity = (hour: keyof SubmissionSignals, day: keyof SubmissionSignals, from: string) => {
    const lastHour = count(signals, hour);
    const lastDay = count(signals, day);
    if (lastHour !== undefined && lastHour >= HOUR_VELOCITY_FROM) add(POINTS.hourVelocity, `many requests from ${from} in an hour`);
    if (lastDay !== undefined && lastDay >= DAY_VELOCITY_FROM) add(POINTS.dayVelocity, `many requests from ${from} in a day`);
  };
  velocity("ipLastHour", "ipLastDay", "one address");
  velocity("deviceLastHour", "deviceLastDay", "one device");

  const clamped = Math.min(100, Math.max(0, score));
  const band = bandOf(clamped);
  return { score: clamped, band, held: band === "low", reasons };
}
