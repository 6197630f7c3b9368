import { describe, expect, it } from "vitest";
import { contactMessageMessages as m, contactMessageSchema } from "./contact-message";
import { NAME_CHARACTERS_MESSAGE } from "./fields";
import { errorsOf, parseOk } from "./test-helpers";
import { MARKUP_MESSAGE } from "./text-rules";

const valid = { firstName: "Ana", lastName: "García", email: "ana@example.com", phone: "", role: "homeowner", message: "Hello\nthere" };

describe("contactMessageSchema", () => {
  it("parses a valid message; phone is optional", () => {
    expect(parseOk(contactMessageSchema, valid)).toEqual({ ...valid, phone: undefined });
    expect(parseOk(contactMessageSchema, { ...valid, phone: "212 555 2123" }).phone).toBe("+12125552123");
  });

  it("gives every message for an empty form", () => {
    expect(errorsOf(contactMessageSchema, {})).toEqual({
      firstName: [m.firstName],
      lastName: [m.lastName],
      email: [m.emailRequired],
      role: [m.role],
      message: [m.message],
    });
  });

  it.each([
    ["firstName", "x".repeat(51), "First name must be 50 characters or fewer"],
    ["lastName", "Sm1th", NAME_CHARACTERS_MESSAGE],
    ["email", "ana@", m.emailInvalid],
    ["phone", "123", m.phoneInvalid],
    ["role", "admin", m.role],
    ["message", "x".repeat(5001), "Message must be 5,000 characters or fewer"],
    ["message", "<a href=x>hi</a>", MARKUP_MESSAGE],
  ])("%s = %j -> %s", (name, value, message) => {
    expect(errorsOf(contactMessageSchema, { ...valid, [name]: value })).toEqual({ [name]: [message] });
  });
});
