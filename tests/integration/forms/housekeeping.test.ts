import { existsSync, mkdirSync, utimesSync, writeFileSync } from "node:fs";
import { submitForm } from "~/web/submit-form.server";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { applicationFiles, formSubmissions, rateLimits } from "~/db/schema";
import {
  handleContractorApplicationSubmission,
  contractorApplicationPost,
} from "~/domain/contractor-applications/handle-contractor-application-submission.server";
import { pruneFormRecords } from "~/jobs/prune-form-records.server";
import { pruneOrphanUploads } from "~/jobs/prune-orphan-uploads.server";
import { limitKey } from "~/lib/limit-keys.server";
import { hitRateLimit } from "~/lib/rate-limit.server";
import { uploadPath } from "~/lib/uploads.server";
import { formCases } from "../../support/form-cases";
import { context, formDataOf, multipartPost } from "../../support/form-requests";
import { testEngines } from "../../support/test-database";
import { useTestDatabase } from "../../support/use-test-database";

const applicationCase = formCases.find((c) => c.name === "contractor application")!;

describe.each(testEngines())("form housekeeping on %s", (engine) => {
  const t = useTestDatabase(engine);

  it("counts hits atomically per key and window", async () => {
    const now = new Date("2026-04-01T10:03:00Z");
    const limit = { max: 3, windowSeconds: 600 };
    const outcomes = await Promise.all(Array.from({ length: 5 }, () => hitRateLimit(t.db, "k", limit, now)));
    expect(outcomes.map((o) => o.count).sort()).toEqual([1, 2, 3, 4, 5]);
    expect(outcomes.filter((o) => o.allowed)).toHaveLength(3);
    expect(outcomes[0]!.retryAfterSeconds).toBe(420);
    expect((await hitRateLimit(t.db, "other", limit, now)).count).toBe(1);
  });

  it("prunes old rate-limit windows and fingerprints", async () => {
    const old = new Date("2020-01-01T00:00:00Z");
    await hitRateLimit(t.db, "old", { max: 1, windowSeconds: 60 }, old);
    await t.db.insert(formSubmissions).values({ form: "x", fingerprint: "f", recordId: crypto.randomUUID(), result: {}, createdAt: old });
    const pruned = await pruneFormRecords(t.db, new Date("2026-04-02T00:00:00Z"));
    expect(pruned.rateLimits).toBeGreaterThanOrEqual(1);
    expect(pruned.submissions).toBeGreaterThanOrEqual(1);
    const oldKey = await limitKey(t.db, "old");
    expect((await t.db.select().from(rateLimits)).every((r) => r.key !== oldKey)).toBe(true);
  });

  it("removes day-old uploads that no record names, and keeps the rest", async () => {
    const result = await submitForm(
      contractorApplicationPost,
      handleContractorApplicationSubmission,
      multipartPost("/contractor-application", formDataOf({ ...applicationCase.valid(77), ...applicationCase.files!() })),
      context(t.db, t.env),
    );
    expect(result.ok).toBe(true);
    const kept = await t.db.select({ name: applicationFiles.storedName }).from(applicationFiles);
    const dayAgo = new Date(Date.now() - 2 * 24 * 3600 * 1000);
    for (const { name } of kept) utimesSync(uploadPath(t.dataDir, name), dayAgo, dayAgo);
    const orphan = path.join(t.dataDir, "uploads", "2026", "01", "0b7c8f0e-0000-4000-8000-000000000000.pdf");
    const fresh = path.join(t.dataDir, "uploads", "2026", "01", "0b7c8f0e-0000-4000-8000-000000000001.pdf");
    mkdirSync(path.dirname(orphan), { recursive: true });
    writeFileSync(orphan, "x");
    writeFileSync(fresh, "x");
    utimesSync(orphan, dayAgo, dayAgo);

    expect(await pruneOrphanUploads(t.db, t.dataDir)).toBe(1);
    expect(existsSync(orphan)).toBe(false);
    expect(existsSync(fresh)).toBe(true);
    for (const { name } of kept) expect(existsSync(uploadPath(t.dataDir, name))).toBe(true);
  });
});
