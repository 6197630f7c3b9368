import { describe, expect, it } from "vitest";
import { LeadTakenError } from "~/domain/marketplace/errors";
import { InsufficientBalanceError } from "~/domain/ledger/insufficient-balance-error";
import { DomainError, errorStatus } from "~/domain/shared/errors";
import { httpErrorOf, httpStatusOf } from "./http-error.server";

describe("httpErrorOf", () => {
  it("maps every code to its status from the one table", () => {
    for (const [code, status] of Object.entries(errorStatus)) {
      expect(httpErrorOf(new DomainError(code as keyof typeof errorStatus, "m"))).toMatchObject({ status, code, message: "m" });
    }
  });

  it("keeps the named subclasses' status and details", () => {
    expect(httpErrorOf(new LeadTakenError())).toMatchObject({ status: 409, code: "lead_taken", message: "This lead was just taken" });
    expect(httpErrorOf(new InsufficientBalanceError(100, 9_400))?.details).toEqual({ balanceCents: 100, priceCents: 9_400 });
  });

  it("knows nothing else: a plain error, a string or undefined is a 500", () => {
    expect(httpErrorOf(new Error("boom"))).toBeUndefined();
    expect(httpStatusOf(new Error("boom"))).toBe(500);
    expect(httpStatusOf("boom")).toBe(500);
    expect(httpStatusOf(undefined)).toBe(500);
  });
});
