import { describe, expect, it } from "vitest";
import { getCalculator } from "~/calculators";
import { ALL_FIELDS_REQUIRED, calculatorContactMessages as m, calculatorContactSchema } from "./calculator-contact";
import { calculatorLeadFields, calculatorLeadSchema } from "./calculator-lead";
import { errorsOf, parseOk } from "./test-helpers";

const contact = { fullName: "Jane Smith", email: "jane@example.com", mobile: "(212) 555-2123", address: "12 Main St, Springfield" };
const roofing = { roofSize: "2,000", material: "metal", roofPitch: "medium", stories: "2", timeframe: "soon" };

describe("calculatorContactSchema (spec section 5)", () => {
  it("parses the four fields; consent is optional", () => {
    expect(parseOk(calculatorContactSchema, contact)).toMatchObject({ mobile: "+12125552123", consent: false });
    expect(parseOk(calculatorContactSchema, { ...contact, consent: "on" }).consent).toBe(true);
  });

  it("says 'All fields are required' for every blank field, and at the form level", () => {
    expect(errorsOf(calculatorContactSchema, { ...contact, email: " ", address: "" }, [ALL_FIELDS_REQUIRED])).toEqual({
      email: [ALL_FIELDS_REQUIRED],
      "": [ALL_FIELDS_REQUIRED],
      address: [ALL_FIELDS_REQUIRED],
    });
  });

  it.each([
    ["email", "jane@", m.emailInvalid],
    ["mobile", "555-2123", m.mobileInvalid],
    ["address", "x".repeat(201), "Address must be 200 characters or fewer"],
  ])("%s = %j -> %s", (name, value, message) => {
    expect(errorsOf(calculatorContactSchema, { ...contact, [name]: value })).toEqual({ [name]: [message] });
  });
});

describe("calculatorLeadSchema", () => {
  const def = getCalculator("roofing");
  it("validates answers with the calculator's own rules and the contact step together", () => {
    const parsed = parseOk(calculatorLeadSchema(def), { ...roofing, ...contact });
    expect(parsed.answers).toMatchObject({ roofSize: "2000", material: "metal" });
    expect(parsed.contact.fullName).toBe("Jane Smith");
  });

  it("reports questionnaire messages first, then the contact step", () => {
    const errors = errorsOf(calculatorLeadSchema(def), { ...roofing, ...contact, material: "", fullName: "" });
    expect(Object.keys(errors)).toEqual(["material", "fullName"]);
    expect(errors.material).toEqual(["This field is required"]);
  });

  it("lists every field name the form posts", () => {
    expect(calculatorLeadFields(def)).toEqual([...Object.keys(roofing), "fullName", "email", "mobile", "address", "consent", "consentVersion"]);
  });
});
