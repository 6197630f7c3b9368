import { describe, expect, it, vi } from "vitest";
import { DatabaseUnusableError, guardPgliteClient, isFatalPgliteError } from "./pglite-failure.server";

const pgError = (code: string, message = "boom") => Object.assign(new Error(message), { name: "DatabaseError", code });

/** A stand-in for PGlite's two protocol calls, failing with the errors given in turn. */
function fakeClient(outcomes: unknown[]) {
  const calls: string[] = [];
  const next = async (name: string) => {
    calls.push(name);
    const outcome = outcomes.shift();
    if (outcome instanceof Error) throw outcome;
    return outcome;
  };
  return {
    calls,
    execProtocol: (() => next("execProtocol")) as (...args: never[]) => Promise<unknown>,
    execProtocolStream: (() => next("execProtocolStream")) as (...args: never[]) => Promise<unknown>,
  };
}

describe("isFatalPgliteError", () => {
  it.each([
    ["disk full", pgError("53100"), true],
    ["I/O error", pgError("58030"), true],
    ["data corrupted", pgError("XX001"), true],
    ["WASM abort", Object.assign(new Error("Aborted()"), { name: "RuntimeError" }), true],
    ["drizzle-wrapped disk full", new Error("Failed query", { cause: pgError("53100") }), true],
    ["unique violation", pgError("23505"), false],
    ["serialization failure", pgError("40001"), false],
    ["plain error", new Error("nope"), false],
  ])("%s -> %s", (_name, error, fatal) => {
    expect(isFatalPgliteError(error)).toBe(fatal);
  });
});

describe("guardPgliteClient", () => {
  it("lets ordinary query errors through and keeps serving", async () => {
    const client = fakeClient([pgError("23505"), "rows"]);
    const onFatal = vi.fn<(error: unknown) => void>();
    const state = guardPgliteClient(client, onFatal);
    await expect(client.execProtocolStream()).rejects.toMatchObject({ code: "23505" });
    await expect(client.execProtocolStream()).resolves.toBe("rows");
    expect(onFatal).not.toHaveBeenCalled();
    expect(state.failed).toBeUndefined();
  });

  it("on a disk-full error reports once, and later calls reject at once without reaching the instance", async () => {
    const failure = pgError("53100", 'could not write to file "pg_wal/xlogtemp.42": No space left on device');
    const client = fakeClient([failure]);
    const onFatal = vi.fn<(error: unknown) => void>();
    const state = guardPgliteClient(client, onFatal);
    await expect(client.execProtocolStream()).rejects.toBe(failure);
    await expect(client.execProtocolStream()).rejects.toThrow(DatabaseUnusableError);
    await expect(client.execProtocol()).rejects.toThrow(DatabaseUnusableError);
    expect(onFatal).toHaveBeenCalledTimes(1);
    expect(onFatal).toHaveBeenCalledWith(failure);
    expect(state.failed).toBe(failure);
    expect(client.calls).toEqual(["execProtocolStream"]);
  });
});
