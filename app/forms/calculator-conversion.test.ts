import { describe, expect, it } from "vitest";
import { CALCULATOR_LEAD_MISSING, calculatorConversionSchema } from "./calculator-conversion";
import { ZIP_MESSAGE } from "./fields";
import { quoteRequestMessages } from "./quote-request";
import { errorsOf, parseOk } from "./test-helpers";

const id = "6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b";

describe("calculatorConversionSchema", () => {
  it("needs only the lead id, ZIP, ownership, pros and consent (timeline: checked by the handler)", () => {
    expect(parseOk(calculatorConversionSchema, { calculatorLeadId: id.toUpperCase(), zip: "10001", ownership: "owner", consent: "on" })).toMatchObject({
      calculatorLeadId: id,
      zip: "10001",
      pros: 3,
      consent: true,
    });
  });

  it("gives a message per missing field", () => {
    expect(errorsOf(calculatorConversionSchema, {})).toEqual({
      calculatorLeadId: [CALCULATOR_LEAD_MISSING],
      zip: [ZIP_MESSAGE],
      ownership: [quoteRequestMessages.ownership],
      consent: [quoteRequestMessages.consent],
    });
  });
});
