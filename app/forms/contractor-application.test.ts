import { describe, expect, it } from "vitest";
import { contractorApplicationMessages as m, contractorApplicationSchema } from "./contractor-application";
import { NAME_CHARACTERS_MESSAGE } from "./fields";
import { errorsOf, parseOk } from "./test-helpers";
import { MARKUP_MESSAGE } from "./text-rules";
import { DOCUMENT_TYPE_MESSAGE, FILE_TOO_LARGE_MESSAGE, MAX_UPLOAD_BYTES } from "./uploads";

const pdf = (name = "license.pdf", size = 100, type = "application/pdf") => new File([new Uint8Array(size)], name, { type });

const valid = {
  businessName: " Acme Roofing & Sons, LLC ",
  firstName: "José",
  lastName: "O'Neil-Smith",
  email: "Owner@AcmeRoofing.com",
  phone: "(212) 555-2123",
  licenseNumber: "NY-12345",
  yearsInBusiness: "12",
  serviceCategory: "landscaping",
  serviceAreas: "Brooklyn, Queens\n11201, 11375",
  insuranceProvider: "State Farm",
  website: "acmeroofing.com",
  additionalInfo: "",
  licenseFile: pdf(),
  insuranceFile: pdf("insurance.png", 100, "image/png"),
  certify: "on",
};

describe("contractorApplicationSchema (spec sections 3 and 5)", () => {
  it("trims and normalizes a valid application", () => {
    const parsed = parseOk(contractorApplicationSchema, valid);
    expect(parsed).toMatchObject({
      businessName: "Acme Roofing & Sons, LLC",
      email: "owner@acmeroofing.com",
      phone: "+12125552123",
      yearsInBusiness: 12,
      serviceCategory: "landscaping",
      website: "https://acmeroofing.com",
      additionalInfo: undefined,
      certify: true,
    });
  });

  it("gives the spec's messages, in the spec's order, for an empty form", () => {
    const errors = errorsOf(contractorApplicationSchema, {});
    expect(Object.entries(errors).map(([field, messages]) => [field, messages[0]])).toEqual([
      ["businessName", "Business name is required"],
      ["firstName", "First name is required"],
      ["lastName", "Last name is required"],
      ["email", "Invalid email address"],
      ["phone", "Valid phone number required"],
      ["licenseNumber", "License number is required"],
      ["yearsInBusiness", "Years in business is required"],
      ["serviceCategory", "Please select a service category"],
      ["serviceAreas", "Service areas are required"],
      ["insuranceProvider", "Insurance provider is required"],
      ["licenseFile", m.licenseFile],
      ["insuranceFile", m.insuranceFile],
      ["certify", m.certify],
    ]);
  });

  it("treats whitespace-only values as blank (trimmed first)", () => {
    expect(errorsOf(contractorApplicationSchema, { ...valid, businessName: "   ", serviceAreas: " \n " })).toEqual({
      businessName: ["Business name is required"],
      serviceAreas: ["Service areas are required"],
    });
  });

  it.each([
    ["businessName", "x".repeat(101), "Business name must be 100 characters or fewer"],
    ["firstName", "x".repeat(51), "First name must be 50 characters or fewer"],
    ["lastName", "x".repeat(51), "Last name must be 50 characters or fewer"],
    ["firstName", "R2D2", NAME_CHARACTERS_MESSAGE],
    ["email", "owner@", "Invalid email address"],
    ["email", `${"a".repeat(250)}@x.com`, "Email must be 255 characters or fewer"],
    ["phone", "212555012", "Valid phone number required"],
    ["phone", "1 212 555 2123 0000 000", "Valid phone number required"],
    ["phone", "(800) 555-2199", "Valid phone number required"],
    ["licenseNumber", "x".repeat(51), "License number must be 50 characters or fewer"],
    ["yearsInBusiness", "-1", m.yearsInBusinessInvalid],
    ["yearsInBusiness", "2.5", m.yearsInBusinessInvalid],
    ["yearsInBusiness", "ten", m.yearsInBusinessInvalid],
    ["yearsInBusiness", "101", m.yearsInBusinessMax],
    ["serviceCategory", "roofers", "Please select a service category"],
    ["serviceAreas", "x".repeat(501), "Service areas must be 500 characters or fewer"],
    ["insuranceProvider", "x".repeat(101), "Insurance provider must be 100 characters or fewer"],
    ["website", "javascript:alert(1)", MARKUP_MESSAGE],
    ["website", "ftp://acme.com", m.website],
    ["website", "not a url", m.website],
    ["website", `https://${"a".repeat(250)}.com`, "Website must be 255 characters or fewer"],
    ["additionalInfo", "x".repeat(1001), "Additional information must be 1,000 characters or fewer"],
    ["licenseFile", pdf("license.exe", 100, "application/x-msdownload"), DOCUMENT_TYPE_MESSAGE],
    ["insuranceFile", pdf("insurance.pdf", MAX_UPLOAD_BYTES + 1), FILE_TOO_LARGE_MESSAGE],
    ["licenseFile", new File([], ""), m.licenseFile],
    ["certify", "", m.certify],
  ])("%s = %j -> %s", (name, value, message) => {
    expect(errorsOf(contractorApplicationSchema, { ...valid, [name]: value })).toEqual({ [name]: [message] });
  });

  it("accepts the limits exactly and 0 years in business", () => {
    const parsed = parseOk(contractorApplicationSchema, {
      ...valid,
      businessName: "x".repeat(100),
      firstName: "x".repeat(50),
      phone: "+1 (212) 555-2123",
      yearsInBusiness: "0",
      serviceAreas: "x".repeat(500),
      additionalInfo: "x".repeat(1000),
      insuranceFile: pdf("insurance.pdf", MAX_UPLOAD_BYTES),
    });
    expect(parsed.yearsInBusiness).toBe(0);
  });

  it("accepts each of the ten service categories", () => {
    for (const c of ["roofing", "solar", "hvac", "home-improvement", "electrical", "plumbing", "windows", "painting", "flooring", "landscaping"]) {
      expect(parseOk(contractorApplicationSchema, { ...valid, serviceCategory: c }).serviceCategory).toBe(c);
    }
  });
});
