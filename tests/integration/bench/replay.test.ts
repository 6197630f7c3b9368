/**
 * The bench's replay (scripts/bench/replay.ts) carries values the database made in the capture over to what it
 * makes in the replay. A sale's read returns two columns of one name (the homeowner's e-mail and the pro's): read as
 * objects, one of them was lost and the later values shifted, so a wrong value was carried and the replayed sale
 * failed ("null value in column contractor_id"). Rows are read as arrays, as drizzle reads its selects.
 */
import { PGlite } from "@electric-sql/pglite";
import { afterAll, describe, expect, it } from "vitest";
import { replayOnPglite, type Sequence } from "../../../scripts/bench/replay";

describe("replayOnPglite", () => {
  const db = new PGlite();
  afterAll(() => db.close());

  it("carries a generated value returned beside a column of the same name to the statements after it", async () => {
    await db.exec("create table made (id text not null, note text)");
    const captured = "00000000-0000-4000-8000-000000000000";
    const sequence: Sequence = [
      { tx: "begin" },
      { sql: "select $1::text as a, gen_random_uuid()::text as a", params: ["same"], returned: ["same", captured] },
      { sql: "insert into made (id, note) values ($1, $2)", params: [captured, "same"], returned: [] },
      { tx: "commit" },
    ];
    await replayOnPglite(db as never, sequence);
    const { rows } = await db.query<{ id: string; note: string }>("select id, note from made");
    expect(rows).toHaveLength(1);
    expect(rows[0]!.note).toBe("same");
    expect(rows[0]!.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(rows[0]!.id).not.toBe(captured);
  });
});
