import { describe, expect, it } from "vitest";
import { z } from "zod";
import { DomainError } from "~/domain/shared/errors";
import { choice, dollarsField, trimmedString, uuidField } from "~/forms/fields";
import { intentOnly } from "~/forms/intent-only";
import { defineIntent, dispatchIntent, formValues, runFormIntent, UNKNOWN_INTENT_MESSAGE } from "./run-intent.server";

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

const formWith = (fields: Record<string, string>) => formOf(Object.entries(fields));
const KEY = "4b6f1d0e-8f3a-4c2b-9d1e-0a1b2c3d4e5f";

/** A small table: what each verb received is kept in `calls`. */
function table(calls: unknown[]) {
  return {
    rename: defineIntent({
      schema: z.object({ label: trimmedString().pipe(z.string().min(1, "Give it a label.")) }),
      run: async ({ label }) => (calls.push(label), `Renamed to ${label}.`),
    }),
    revoke: defineIntent({
      schema: z.object({ keyId: uuidField("No such key.") }),
      hidden: ["intent", "keyId"],
      notFound: "This key",
      run: async ({ keyId }) => (calls.push(keyId), { message: "Revoked.", revokedKey: keyId }),
    }),
    refuse: defineIntent({
      schema: intentOnly,
      run: async () => {
        throw new DomainError("invalid_input", "Not with that label.", { field: "label" });
      },
    }),
    crash: defineIntent({
      schema: intentOnly,
      run: async () => {
        throw new Error("the database fell over with someone@example.com");
      },
    }),
    guarded: defineIntent({
      schema: intentOnly,
      gate: async () => ({ type: "DataWithResponseInit", data: { ok: false, intent: "guarded", identityCheck: {} }, init: { status: 403 } }) as never,
      run: async () => (calls.push("ran"), "Ran."),
    }),
  };
}

describe("dispatchIntent: one table of intents, parsed once, errors mapped once", () => {
  it("runs the named intent's verb with its typed values, and answers its message and payload", async () => {
    const calls: unknown[] = [];
    const renamed = unwrap(await dispatchIntent(formWith({ intent: "rename", label: "  Office  " }), table(calls)));
    expect(renamed.data).toEqual({ ok: true, message: "Renamed to Office.", intent: "rename" });
    const revoked = unwrap(await dispatchIntent(formWith({ intent: "revoke", keyId: KEY.toUpperCase() }), table(calls)));
    expect(revoked.data).toMatchObject({ ok: true, message: "Revoked.", revokedKey: KEY, intent: "revoke" });
    expect(calls).toEqual(["Office", KEY]);
  });

  it("refuses a form its schema refuses with every message next to its field, and runs nothing", async () => {
    const calls: unknown[] = [];
    const result = unwrap(await dispatchIntent(formWith({ intent: "rename", label: " " }), table(calls), { echo: ["label"] }));
    expect(result.init?.status).toBe(400);
    expect(result.data).toMatchObject({ ok: false, error: "Give it a label.", fieldErrors: { label: ["Give it a label."] }, values: { label: "" } });
    expect(calls).toEqual([]);
  });

  it("answers an id that is not one as that record not found, before any verb", async () => {
    const calls: unknown[] = [];
    const result = unwrap(await dispatchIntent(formWith({ intent: "revoke", keyId: "1 or 1=1" }), table(calls)));
    expect(result.init?.status).toBe(404);
    expect(result.data).toMatchObject({ ok: false, intent: "revoke" });
    expect(String(result.data.error)).toMatch(/^This key/);
    expect(calls).toEqual([]);
  });

  it("answers a record of the URL that is not an id as not found, whatever the post holds", async () => {
    const calls: unknown[] = [];
    const result = unwrap(
      await dispatchIntent(formWith({ intent: "rename", label: "Office" }), table(calls), { about: { id: "nope", notFound: "This lead" } }),
    );
    expect(result.init?.status).toBe(404);
    expect(calls).toEqual([]);
  });

  it("answers an intent the table does not have with a 400, and takes the fallback when the post names none", async () => {
    const calls: unknown[] = [];
    const unknown = unwrap(await dispatchIntent(formWith({ intent: "drop-tables" }), table(calls)));
    expect({ status: unknown.init?.status, error: unknown.data.error }).toEqual({ status: 400, error: UNKNOWN_INTENT_MESSAGE });
    const fallback = unwrap(await dispatchIntent(formWith({ label: "Van" }), table(calls), { fallback: "rename" }));
    expect(fallback.data).toMatchObject({ ok: true, intent: "rename" });
    // A name on the object's prototype is no intent either.
    expect(unwrap(await dispatchIntent(formWith({ intent: "toString" }), table(calls))).init?.status).toBe(400);
  });

  it("maps a domain refusal to its status and message, placed next to its field when asked", async () => {
    const plain = unwrap(await dispatchIntent(formWith({ intent: "refuse" }), table([])));
    expect(plain.data).toEqual({ ok: false, error: "Not with that label.", intent: "refuse" });
    const placed = unwrap(await dispatchIntent(formWith({ intent: "refuse", label: "x" }), table([]), { placeRefusals: true, echo: ["label"] }));
    expect(placed.data).toMatchObject({ fieldErrors: { label: ["Not with that label."] }, values: { label: "x" } });
  });

  it("answers a bug with the generic message and 500, never the error's text", async () => {
    const result = unwrap(await dispatchIntent(formWith({ intent: "crash" }), table([])));
    expect(result.init?.status).toBe(500);
    expect(JSON.stringify(result.data)).not.toContain("example.com");
  });

  it("lets a gate refuse before the verb runs", async () => {
    const calls: unknown[] = [];
    const result = unwrap(await dispatchIntent(formWith({ intent: "guarded" }), table(calls)));
    expect(result.init?.status).toBe(403);
    expect(calls).toEqual([]);
  });
});
