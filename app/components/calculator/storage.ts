/**
 * Progress survives a page refresh: the step and the answers (not the contact
 * details: they stay in the form only) are kept in sessionStorage per
 * calculator, for this tab only. Anything unreadable is ignored.
 */
import type { QuestionView } from "./model";

const PREFIX = "thp:calculator:";
const MAX_ANSWER_LENGTH = 1000;

export type SavedProgress = { step: number; answers: Record<string, string> };

function storage(): Storage | undefined {
  try {
    return typeof window === "undefined" ? undefined : window.sessionStorage;
  } catch {
    // Blocked storage (privacy settings) throws on access.
    return undefined;
  }
}

export function loadProgress(type: string, questions: readonly QuestionView[]): SavedProgress | undefined {
  try {
    const raw = storage()?.getItem(PREFIX + type);
    if (!raw) return undefined;
    const parsed: unknown = JSON.parse(raw);
    if (!parsed || typeof parsed !== "object") return undefined;
    const { step, answers } = parsed as { step?: unknown; answers?: unknown };
    if (typeof step !== "number" || !Number.isInteger(step) || step < 0 || step > questions.length) return undefined;
    const clean: Record<string, string> = {};
    if (answers && typeof answers === "object") {
      for (const q of questions) {
        const value = (answers as Record<string, unknown>)[q.id];
        if (typeof value === "string" && value.length <= MAX_ANSWER_LENGTH) clean[q.id] = value;
      }
    }
    return { step, answers: clean };
  } catch {
    return undefined;
  }
}

export function saveProgress(type: string, progress: SavedProgress): void {
  try {
    storage()?.setItem(PREFIX + type, JSON.stringify(progress));
  } catch {
    // Full or blocked storage: progress is simply not kept.
  }
}

export function clearProgress(type: string): void {
  try {
    storage()?.removeItem(PREFIX + type);
  } catch {
    // Nothing to clear.
  }
}
