import { describe, expect, it } from "vitest";
import { careerApplicationMessages as m, careerApplicationSchema, positionIds } from "./career-application";
import { errorsOf, parseOk } from "./test-helpers";
import { FILE_TOO_LARGE_MESSAGE, MAX_UPLOAD_BYTES, RESUME_TYPE_MESSAGE } from "./uploads";

const resume = (name = "resume.pdf", size = 100, type = "application/pdf") => new File([new Uint8Array(size)], name, { type });
const valid = { fullName: "Priya Patel", email: "priya@example.com", phone: "646-555-2134", positionId: positionIds[0], resume: resume(), note: "" };

describe("careerApplicationSchema", () => {
  it("parses a valid application; position and note are optional", () => {
    expect(parseOk(careerApplicationSchema, valid)).toMatchObject({ phone: "+16465552134", positionId: positionIds[0], note: undefined });
    expect(parseOk(careerApplicationSchema, { ...valid, positionId: "" }).positionId).toBeUndefined();
  });

  it("gives every message for an empty form", () => {
    expect(errorsOf(careerApplicationSchema, {})).toEqual({
      fullName: [m.fullName],
      email: [m.emailRequired],
      phone: [m.phoneRequired],
      resume: [m.resume],
    });
  });

  it.each([
    ["positionId", "astronaut", m.positionId],
    ["resume", resume("resume.png", 100, "image/png"), RESUME_TYPE_MESSAGE],
    ["resume", resume("resume.pdf", MAX_UPLOAD_BYTES + 1), FILE_TOO_LARGE_MESSAGE],
    ["note", "x".repeat(2001), "Note must be 2,000 characters or fewer"],
    ["email", "priya", m.emailInvalid],
    ["phone", "0000000000", m.phoneInvalid],
  ])("%s = %j -> %s", (name, value, message) => {
    expect(errorsOf(careerApplicationSchema, { ...valid, [name]: value })).toEqual({ [name]: [message] });
  });
});
