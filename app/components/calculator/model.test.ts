import { describe, expect, it } from "vitest";
import { calculatorList } from "~/calculators";
import { niceStep } from "./chart-format";
import { advance, contactComplete, questionCounter, questionLabel, retreat } from "./model";

const roofing = calculatorList.find((c) => c.type === "roofing")!;
const questions = roofing.questions;

describe("questionnaire steps", () => {
  it("moves on when the current answer passes, from the last question to the contact step", () => {
    expect(advance(questions, { roofSize: "2000" }, 0)).toEqual({ step: 1, errors: {} });
    const all = { roofSize: "2000", material: "metal", roofPitch: "medium", stories: "2", timeframe: "soon" };
    expect(advance(questions, all, 4)).toEqual({ step: 5, errors: {} });
  });

  it("refuses blank and whitespace-only answers with 'This field is required'", () => {
    expect(advance(questions, {}, 0)).toEqual({ step: 0, errors: { roofSize: "This field is required" } });
    expect(advance(questions, { roofSize: "   " }, 0)).toEqual({ step: 0, errors: { roofSize: "This field is required" } });
  });

  it("gives the calculator's number message for out-of-range and non-whole numbers", () => {
    for (const bad of ["50", "20001", "2.5", "abc", "-300", "1e3"]) {
      expect(advance(questions, { roofSize: bad }, 0).errors.roofSize).toBe("Enter a whole number between 100 and 20,000");
    }
  });

  it("sends a tampered earlier answer back to its question", () => {
    expect(advance(questions, { roofSize: "2000", material: "gold", roofPitch: "low" }, 2)).toEqual({
      step: 1,
      errors: { material: "Please choose one of the options" },
    });
  });

  it("goes back one step and never below the first question", () => {
    expect(retreat(5)).toBe(4);
    expect(retreat(0)).toBe(0);
  });

  it("needs all four contact fields with more than whitespace", () => {
    expect(contactComplete({ fullName: "A", email: "a@b.co", mobile: "2125552147", address: "1 Main" })).toBe(true);
    expect(contactComplete({ fullName: "A", email: "a@b.co", mobile: "2125552147", address: "  " })).toBe(false);
  });

  it("labels the question with its unit in brackets and counts questions", () => {
    expect(questionLabel(questions[0]!)).toBe("What is the approximate size of your roof? (sq ft)");
    expect(questionLabel(questions[1]!)).toBe("Which roofing material would you like?");
    expect(questionCounter(0, 5)).toBe("Question 1 of 5");
  });
});

describe("chart axis", () => {
  it("picks round steps and never NaN", () => {
    expect(niceStep(37_500)).toBe(10_000);
    expect(niceStep(3_780)).toBe(1_000);
    expect(niceStep(0)).toBe(1);
    expect(niceStep(Number.NaN)).toBe(1);
  });
});
