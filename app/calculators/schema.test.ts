import { describe, expect, it } from "vitest";
import { InvalidAnswersError } from "./answers.ts";
import type { Question, ValidAnswers } from "./definition.ts";
import { hvacCalculator } from "./hvac.ts";
import { calculators } from "./index.ts";
import { roofingCalculator } from "./roofing.ts";
import {
  answerError,
  answersSchema,
  CHOOSE_OPTION_MESSAGE,
  INVALID_ANSWER_MESSAGE,
  numberMessage,
  parseAnswers,
  questionSchema,
  REQUIRED_MESSAGE,
  TEXT_TOO_LONG_MESSAGE,
} from "./schema.ts";
import { solarCalculator } from "./solar.ts";

const question = (id: string) => {
  const found = [roofingCalculator, solarCalculator, hvacCalculator].flatMap((def) => def.questions).find((q) => q.id === id);
  if (!found) throw new Error(id);
  return found;
};
const roofSize = question("roofSize");
const monthlyBill = question("monthlyBill");
const homeSize = question("homeSize");
const material = question("material");

const validRoofing = {
  roofSize: "2000",
  material: "metal",
  roofPitch: "medium",
  stories: "2",
  timeframe: "soon",
};

describe("required answers", () => {
  it("uses exactly 'This field is required'", () => {
    expect(REQUIRED_MESSAGE).toBe("This field is required");
  });

  it.each([
    ["empty", ""],
    ["spaces", "   "],
    ["tab and newline", "\t\n "],
    ["missing", undefined],
    ["null", null],
  ])("rejects a %s answer on every required question of every calculator", (_name, raw) => {
    for (const def of Object.values(calculators)) {
      for (const q of def.questions) {
        expect(q.required).toBe(true);
        expect(answerError(q, raw)).toBe(REQUIRED_MESSAGE);
      }
    }
  });

  it("reports a missing key in a whole set as required, not as a zod message", () => {
    const { roofSize: _omit, ...rest } = validRoofing;
    const parsed = parseAnswers(roofingCalculator, rest);
    expect(parsed).toEqual({
      success: false,
      errors: { roofSize: REQUIRED_MESSAGE },
      firstInvalidIndex: 0,
    });
  });

  it("lets an optional question be blank and normalizes it to an empty string", () => {
    const optional: Question = { id: "notes", question: "Notes", type: "textarea", required: false };
    expect(answerError(optional, "  ")).toBeNull();
    expect(questionSchema(optional).parse(undefined)).toBe("");
    expect(questionSchema(optional).parse("  hello ")).toBe("hello");
  });

  it("limits free text to 1,000 characters", () => {
    const text: Question = { id: "t", question: "T", type: "text", required: true };
    expect(answerError(text, "x".repeat(1000))).toBeNull();
    expect(answerError(text, "x".repeat(1001))).toBe(TEXT_TOO_LONG_MESSAGE);
  });

  it("rejects non-string input", () => {
    expect(answerError(roofSize, 2000)).toBe(INVALID_ANSWER_MESSAGE);
    expect(answerError(material, ["metal"])).toBe(INVALID_ANSWER_MESSAGE);
  });
});

describe("number answers", () => {
  it("names the range in the message", () => {
    expect(numberMessage(roofSize)).toBe("Enter a whole number between 100 and 20,000");
    expect(numberMessage(monthlyBill)).toBe("Enter a whole number between 20 and 2,000");
    expect(numberMessage(homeSize)).toBe("Enter a whole number between 300 and 15,000");
    expect(numberMessage({ min: 1 })).toBe("Enter a whole number of at least 1");
    expect(numberMessage({ max: 9 })).toBe("Enter a whole number of at most 9");
    expect(numberMessage({})).toBe("Enter a whole number");
  });

  it.each([
    ["2000", "2000"],
    [" 2000 ", "2000"],
    ["100", "100"], // minimum
    ["20000", "20000"], // maximum
    ["20,000", "20000"], // grouped thousands
    ["2,000", "2000"],
    ["0100", "100"], // leading zero
  ])("accepts roof size %j as %j", (raw, expected) => {
    expect(questionSchema(roofSize).parse(raw)).toBe(expected);
  });

  it.each([
    "99", // just below the minimum
    "20001", // just above the maximum
    "0",
    "-5",
    "-100",
    "+500",
    "12.5",
    "2000.0",
    "1e3",
    "abc",
    "12abc",
    "2 000",
    "20,00",
    "1,0000",
    "NaN",
    "Infinity",
    "-Infinity",
    "0x100",
    "99999999999999999999999",
    "1".repeat(400),
  ])("rejects roof size %j with the range message", (raw) => {
    expect(answerError(roofSize, raw)).toBe("Enter a whole number between 100 and 20,000");
    expect(questionSchema(roofSize).safeParse(raw).success).toBe(false);
  });

  it("checks the monthly bill and home size bounds", () => {
    expect(answerError(monthlyBill, "19")).toBe("Enter a whole number between 20 and 2,000");
    expect(answerError(monthlyBill, "20")).toBeNull();
    expect(answerError(monthlyBill, "2000")).toBeNull();
    expect(answerError(monthlyBill, "2001")).toBe("Enter a whole number between 20 and 2,000");
    expect(answerError(homeSize, "299")).toBe("Enter a whole number between 300 and 15,000");
    expect(answerError(homeSize, "300")).toBeNull();
    expect(answerError(homeSize, "15000")).toBeNull();
    expect(answerError(homeSize, "15001")).toBe("Enter a whole number between 300 and 15,000");
  });
});

describe("option answers", () => {
  it("accepts only the spec's option values, trimmed", () => {
    expect(questionSchema(material).parse("metal")).toBe("metal");
    expect(questionSchema(material).parse("  slate ")).toBe("slate");
  });

  it.each(["Metal", "METAL", "gold", "metal,tile", "Asphalt shingles", "__proto__", "toString"])("rejects %j", (raw) => {
    expect(answerError(material, raw)).toBe(CHOOSE_OPTION_MESSAGE);
  });

  it("uses a clear message", () => {
    expect(CHOOSE_OPTION_MESSAGE).toBe("Please choose one of the options");
  });
});

describe("answersSchema and parseAnswers", () => {
  it("parses a full set, trimming and dropping unknown keys", () => {
    const parsed = answersSchema(roofingCalculator).parse({
      ...validRoofing,
      roofSize: " 2,000 ",
      material: " metal",
      extra: "ignored",
    });
    expect({ ...parsed }).toEqual(validRoofing);
  });

  it("reports the first message per question and the first invalid step", () => {
    const parsed = parseAnswers(roofingCalculator, {
      roofSize: "2000",
      material: "gold",
      roofPitch: " ",
      stories: "2",
      timeframe: "soon",
    });
    expect(parsed).toEqual({
      success: false,
      errors: { material: CHOOSE_OPTION_MESSAGE, roofPitch: REQUIRED_MESSAGE },
      firstInvalidIndex: 1,
    });
  });

  it("treats a non-object as no answers at all", () => {
    expect(parseAnswers(roofingCalculator, null as unknown as Record<string, string>)).toEqual({
      success: false,
      errors: Object.fromEntries(roofingCalculator.questions.map((q) => [q.id, REQUIRED_MESSAGE])),
      firstInvalidIndex: 0,
    });
  });

  it("succeeds with the normalized answers", () => {
    expect(parseAnswers(roofingCalculator, { ...validRoofing, roofSize: "02000" })).toEqual({
      success: true,
      answers: validRoofing,
    });
  });
});

describe("estimate functions guard against unvalidated input", () => {
  it.each([
    [{ ...validRoofing, roofSize: "abc" }],
    [{ ...validRoofing, roofSize: "NaN" }],
    [{ ...validRoofing, roofSize: "Infinity" }],
    [{ ...validRoofing, roofSize: "1e400" }],
    [{ ...validRoofing, material: "gold" }],
    [{ ...validRoofing, material: undefined }],
  ])("throws instead of producing NaN for %j", (forged) => {
    expect(() => roofingCalculator.estimate(forged as unknown as ValidAnswers)).toThrow(InvalidAnswersError);
  });

  it("solar and HVAC too", () => {
    expect(() => solarCalculator.estimate({ monthlyBill: "", goals: "offset100" } as unknown as ValidAnswers)).toThrow(InvalidAnswersError);
    expect(() =>
      hvacCalculator.estimate({
        homeSize: "-1",
        systemType: "furnace",
        efficiency: "high",
        ductwork: "none",
        currentAge: "new",
      } as unknown as ValidAnswers),
    ).toThrow(InvalidAnswersError);
  });
});
