import { describe, expect, it } from "vitest";
import { quoteRequestSchema } from "./quote-request";
import { describeProjectAnswers, projectAnswersFromCalculator, projectAnswersOf, tradeQuestions } from "./project-answers";
import { roofingCalculator } from "~/calculators/roofing";

const valid = {
  fullName: "Jane Smith",
  email: "jane@example.com",
  phone: "(212) 555-2368",
  zip: "10001",
  category: "roofing",
  pros: "3",
  consent: "on",
  timeline: "within-month",
  ownership: "owner",
};

const messagesOf = (values: Record<string, string>) => {
  const parsed = quoteRequestSchema.safeParse(values);
  return parsed.success ? {} : Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message]));
};

describe("the quote form's project questions", () => {
  it("require timeline and ownership, each with its own message", () => {
    const { timeline: _t, ownership: _o, ...rest } = valid;
    expect(messagesOf(rest)).toEqual({ timeline: "Please choose when you need the work done", ownership: "Please tell us whether you own the property" });
  });

  it("leave every other question optional", () => {
    expect(messagesOf(valid)).toEqual({});
  });

  it("refuse a value that is not one of the options, next to its field", () => {
    expect(messagesOf({ ...valid, timeline: "yesterday", budget: "a lot", "roofing-material": "straw" })).toEqual({
      timeline: "Please choose when you need the work done",
      budget: "Please choose one of the options",
      "roofing-material": "Please choose one of the options",
    });
  });

  it("keep the chosen trade's answers and drop another trade's and blanks", () => {
    const answers = projectAnswersOf("roofing", { ...valid, budget: "", "roofing-material": "asphalt", "hvac-systemType": "furnace" });
    expect(answers).toEqual({ timeline: "within-month", ownership: "owner", material: "asphalt" });
  });

  it("reuse the calculators' own questions", () => {
    const material = tradeQuestions.roofing.find((q) => q.id === "material");
    expect(material?.question).toBe(roofingCalculator.questions.find((q) => q.id === "material")?.question);
  });

  it("describe every answer in words, skipping unknown values", () => {
    expect(
      describeProjectAnswers("roofing", { timeline: "within-month", material: "asphalt", ownership: "nope" }).map((a) => `${a.label}: ${a.value}`),
    ).toEqual(["Timeline: Within a month", "Roof material: Asphalt shingles"]);
  });

  it("carry a calculator's answers, its timing as the timeline, its size and its estimate", () => {
    const answers = projectAnswersFromCalculator(
      "roofing",
      { roofSize: "2000", material: "metal", roofPitch: "medium", stories: "2", timeframe: "soon" },
      { value: "$23,805", range: { low: 20234, high: 27376 } },
      { ownership: "owner" },
    );
    expect(describeProjectAnswers("roofing", answers).map((a) => `${a.label}: ${a.value}`)).toEqual([
      "Timeline: In 1–3 months",
      "Ownership: I own it",
      "Roof material: Metal",
      "Roof pitch: Medium (standard slope)",
      "Stories: 2 stories",
      "Roof size: 2,000 sq ft",
      "Calculator estimate: $23,805 (range $20,234 – $27,376)",
    ]);
  });
});
