/**
 * The quality score of a quote request, 0-100, with its reasons: one pure, deterministic module (decision 0048).
 * PLACEHOLDER until the scoring rules land: every request scores 100 and nothing is held.
 */
export type QualityInput = {
  phoneVerified: boolean;
  /** How many qualifying answers were given (forms/project-answers.ts). */
  answers: number;
  photos: number;
  duplicate: boolean;
  /** The raw submission signals as measured (seconds to submit, browser flags, velocity counts). */
  signals: Record<string, unknown>;
};

export type QualityResult = { score: number; band: "high" | "medium" | "low"; held: boolean; reasons: string[] };

export function scoreRequest(_input: QualityInput): QualityResult {
  return { score: 100, band: "high", held: false, reasons: [] };
}
