import { describe, expect, it } from "vitest";
import { z } from "zod";
import { DomainError } from "~/domain/shared/errors";
import { choice, dollarsField } from "~/forms/fields";
import { formValues, runFormIntent } from "./run-intent.server";

const schema = z.object({ intent: choice(["add"] as const, "bad intent"), amount: dollarsField({ invalid: "Enter dollars." }) });
const formOf = (entries: [string, string][]) => {
  const form = new FormData();
  for (const [name, value] of entries) form.append(name, value);
  return form;
};
/** What react-router's data() carries. */
const unwrap = (result: unknown) => result as { data: Record<string, unknown>; init: { status?: number } | null };

describe("formValues", () => {
  it("gives a name sent once as its value and a repeated name as the list", () => {
    expect(
      formValues(
        formOf([
          ["a", "1"],
          ["c", "x"],
          ["c", "y"],
        ]),
      ),
    ).toEqual({ a: "1", c: ["x", "y"] });
  });
});

describe("runFormIntent", () => {
  it("hands the typed values to the verb", async () => {
    let got: unknown;
    const result = unwrap(
      await runFormIntent(
        formOf([
          ["intent", "add"],
          ["amount", "$2.50"],
        ]),
        schema,
        async (input) => ((got = input), "Added."),
      ),
    );
    expect(got).toEqual({ intent: "add", amount: 250 });
    expect(result.data).toMatchObject({ ok: true, message: "Added.", intent: "add" });
  });

  it("answers a refused form with 400, the first message and the field errors, without running the verb", async () => {
    let ran = false;
    const result = unwrap(
      await runFormIntent(
        formOf([
          ["intent", "add"],
          ["amount", "lots"],
        ]),
        schema,
        async () => ((ran = true), "Added."),
        { id: "x" },
      ),
    );
    expect(ran).toBe(false);
    expect(result.init?.status).toBe(400);
    expect(result.data).toEqual({ ok: false, error: "Enter dollars.", intent: "add", id: "x", fieldErrors: { amount: ["Enter dollars."] } });
  });

  it("throws 400 Bad Request for a problem with a field a person cannot type", async () => {
    const thrown = await runFormIntent(
      formOf([
        ["intent", "drop"],
        ["amount", "1"],
      ]),
      schema,
      async () => "never",
    ).catch((e: unknown) => e);
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).status).toBe(400);
  });

  it("maps a domain error from the verb like runIntent", async () => {
    const result = unwrap(
      await runFormIntent(
        formOf([
          ["intent", "add"],
          ["amount", "1"],
        ]),
        schema,
        async () => {
          throw new DomainError("insufficient_balance", "Top up first.");
        },
      ),
    );
    expect(result.init?.status).toBe(402);
    expect(result.data).toMatchObject({ ok: false, error: "Top up first.", intent: "add" });
  });
});
