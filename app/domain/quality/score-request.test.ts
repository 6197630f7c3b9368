import { describe, expect, it } from "vitest";
import { buyerQuality } from "./quality-label";
import { BASE, HIGH_FROM, HOLD_BELOW, POINTS, bandOf, scoreRequest, type QualityInput, type SubmissionSignals } from "./score-request";

// A request in the middle of the medium band, so each rule's points show unclamped.
const plain: QualityInput = { phoneVerified: false, answers: 0, photos: 0, duplicate: false, email: "ann@example.com", signals: {} };
const scoreOf = (change: Partial<QualityInput>) => scoreRequest({ ...plain, ...change }).score;
const withSignals = (signals: SubmissionSignals) => scoreOf({ signals });

describe("scoreRequest", () => {
  it("starts at the base with nothing known, and moves nothing for a signal not measured", () => {
    expect(scoreRequest(plain)).toEqual({ score: BASE, band: "medium", held: false, reasons: [] });
  });

  it("phone verified: +25", () => {
    expect(scoreOf({ phoneVerified: true }) - BASE).toBe(POINTS.phoneVerified);
    expect(scoreRequest({ ...plain, phoneVerified: true }).reasons).toEqual(["verified phone"]);
  });

  it("answers: +3 each, at most +15", () => {
    expect(scoreOf({ answers: 1 }) - BASE).toBe(3);
    expect(scoreOf({ answers: 4 }) - BASE).toBe(12);
    expect(scoreOf({ answers: 9 }) - BASE).toBe(POINTS.answersMax);
    expect(scoreRequest({ ...plain, answers: 4 }).reasons).toEqual(["4 answers"]);
  });

  it("photos: +2 each, at most +10", () => {
    expect(scoreOf({ photos: 2 }) - BASE).toBe(4);
    expect(scoreOf({ photos: 5 }) - BASE).toBe(POINTS.photosMax);
    expect(scoreRequest({ ...plain, photos: 1 }).reasons).toEqual(["1 photo"]);
  });

  it("a duplicate: −30", () => {
    expect(scoreOf({ duplicate: true }) - BASE).toBe(POINTS.duplicate);
  });

  it("a disposable e-mail domain: −20, an ordinary one nothing", () => {
    expect(scoreOf({ email: "someone@mailinator.com" }) - BASE).toBe(POINTS.disposableEmail);
    expect(scoreOf({ email: "Someone@Mailinator.com " }) - BASE).toBe(POINTS.disposableEmail);
    expect(scoreOf({ email: "someone@gmail.com" })).toBe(BASE);
  });

  it("the honeypot filled: −60", () => {
    expect(scoreOf({ phoneVerified: true, signals: { honeypot: true } }) - scoreOf({ phoneVerified: true })).toBe(POINTS.honeypot);
    expect(withSignals({ honeypot: false })).toBe(BASE);
  });

  it("no valid render token: −25", () => {
    expect(withSignals({ renderToken: false }) - BASE).toBe(POINTS.noRenderToken);
    // Seconds without a good token are not believed (and cost nothing more).
    expect(withSignals({ renderToken: false, secondsToSubmit: 1 }) - BASE).toBe(POINTS.noRenderToken);
  });

  it("seconds from render to submit: under 3 −15, under 10 −5, from 10 nothing", () => {
    expect(withSignals({ renderToken: true, secondsToSubmit: 0 }) - BASE).toBe(POINTS.under3Seconds);
    expect(withSignals({ renderToken: true, secondsToSubmit: 2 }) - BASE).toBe(POINTS.under3Seconds);
    expect(withSignals({ renderToken: true, secondsToSubmit: 3 }) - BASE).toBe(POINTS.under10Seconds);
    expect(withSignals({ renderToken: true, secondsToSubmit: 9 }) - BASE).toBe(POINTS.under10Seconds);
    expect(withSignals({ renderToken: true, secondsToSubmit: 10 })).toBe(BASE);
  });

  it("no User-Agent: −30; a headless browser or an HTTP tool: −30 (not both)", () => {
    expect(withSignals({ noUserAgent: true }) - BASE).toBe(POINTS.noUserAgent);
    expect(withSignals({ automatedAgent: true }) - BASE).toBe(POINTS.automatedAgent);
    expect(withSignals({ noUserAgent: true, automatedAgent: true }) - BASE).toBe(POINTS.noUserAgent);
  });

  it("no device cookie: −10", () => {
    expect(withSignals({ deviceCookie: false }) - BASE).toBe(POINTS.noDeviceCookie);
    expect(withSignals({ deviceCookie: true })).toBe(BASE);
  });

  it("velocity per client address: 3+ in the hour −15, 10+ in the day −15", () => {
    expect(withSignals({ ipLastHour: 2, ipLastDay: 9 })).toBe(BASE);
    expect(withSignals({ ipLastHour: 3, ipLastDay: 3 }) - BASE).toBe(POINTS.hourVelocity);
    expect(withSignals({ ipLastHour: 0, ipLastDay: 10 }) - BASE).toBe(POINTS.dayVelocity);
    expect(withSignals({ ipLastHour: 10, ipLastDay: 10 }) - BASE).toBe(POINTS.hourVelocity + POINTS.dayVelocity);
  });

  it("velocity per device cookie: the same rule, counted apart", () => {
    expect(withSignals({ deviceLastHour: 3 }) - BASE).toBe(POINTS.hourVelocity);
    expect(withSignals({ deviceLastDay: 10 }) - BASE).toBe(POINTS.dayVelocity);
    expect(withSignals({ ipLastHour: 3, deviceLastHour: 3 }) - BASE).toBe(2 * POINTS.hourVelocity);
  });

  it("ignores malformed signals (a string, a negative count)", () => {
    expect(scoreOf({ signals: { renderToken: "no", ipLastHour: -5, deviceLastDay: Number.NaN } })).toBe(BASE);
  });

  it("clamps to 0-100", () => {
    expect(scoreOf({ phoneVerified: true, answers: 9, photos: 5 })).toBe(100);
    expect(scoreOf({ duplicate: true, signals: { honeypot: true, noUserAgent: true } })).toBe(0);
  });

  it("is deterministic", () => {
    const input: QualityInput = { ...plain, answers: 3, signals: { renderToken: true, secondsToSubmit: 40, deviceCookie: true, ipLastHour: 1 } };
    expect(scoreRequest(input)).toEqual(scoreRequest(structuredClone(input)));
  });
});

describe("the threshold", () => {
  it("bands: high from 70, medium from 40, low (held) below", () => {
    expect([bandOf(100), bandOf(HIGH_FROM), bandOf(HIGH_FROM - 1), bandOf(HOLD_BELOW), bandOf(HOLD_BELOW - 1), bandOf(0)]).toEqual([
      "high",
      "high",
      "medium",
      "medium",
      "low",
      "low",
    ]);
    expect(scoreRequest({ ...plain, signals: { renderToken: false, noUserAgent: true } })).toMatchObject({ score: 0, band: "low", held: true });
  });

  // A person without JavaScript, phone not verified (optional mode), only the two required answers, a minute on the page.
  const person: SubmissionSignals = {
    renderToken: true,
    secondsToSubmit: 75,
    noUserAgent: false,
    automatedAgent: false,
    deviceCookie: true,
    ipLastHour: 0,
    ipLastDay: 0,
    deviceLastHour: 0,
    deviceLastDay: 0,
  };
  // `curl -d … /get-quotes`: no render token, curl's User-Agent, no cookie.
  const curl: SubmissionSignals = { renderToken: false, noUserAgent: false, automatedAgent: true, deviceCookie: false, ipLastHour: 0, ipLastDay: 0 };

  it("does not hold a person using the site without JavaScript and without a verified phone", () => {
    const result = scoreRequest({ ...plain, answers: 2, signals: person });
    expect(result).toMatchObject({ band: "medium", held: false });
    // Not even one who filled it in within 3 seconds (a browser's autofill), nor one whose browser refuses cookies.
    expect(scoreRequest({ ...plain, answers: 2, signals: { ...person, secondsToSubmit: 2 } }).held).toBe(false);
    expect(scoreRequest({ ...plain, answers: 2, signals: { ...person, deviceCookie: false } }).held).toBe(false);
  });

  it("holds a curl post, whatever it answers and attaches, even once its phone is verified", () => {
    expect(scoreRequest({ ...plain, answers: 2, signals: curl }).held).toBe(true);
    expect(scoreRequest({ ...plain, answers: 12, photos: 5, phoneVerified: true, signals: curl }).held).toBe(true);
  });
});

describe("what buyers see", () => {
  it("the band and the reasons in words, from the facts only", () => {
    expect(buyerQuality({ qualityScore: 88, phoneVerified: true, answers: 4, photos: 2 })).toEqual({
      band: "high",
      reasons: "verified phone, 4 answers, 2 photos",
    });
    expect(buyerQuality({ qualityScore: HIGH_FROM - 1, phoneVerified: false, answers: 1, photos: 0 })).toEqual({
      band: "medium",
      reasons: "phone not verified, 1 answer, 0 photos",
    });
    expect(buyerQuality({ qualityScore: HIGH_FROM, phoneVerified: false, answers: 0, photos: 0 })?.band).toBe("high");
    expect(buyerQuality({ qualityScore: null, phoneVerified: false, answers: 0, photos: 0 })).toBeUndefined();
  });
});
