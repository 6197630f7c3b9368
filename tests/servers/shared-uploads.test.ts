/**
 * docs/deploy.md: with several web processes, uploads live in DATA_DIR/uploads,
 * so the processes must share that folder (a shared volume): a file taken by
 * one process is served by another. Two production servers on one PostgreSQL
 * database and one DATA_DIR: a contractor application with its PDFs posted to
 * the first, the admin downloads them from the second, byte for byte.
 */
import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from "vitest";
import { openDatabase, type DatabaseHandle } from "~/db/client.server";
import { applicationFiles, contractorApplications, users } from "~/db/schema";
import { hashPassword } from "~/lib/auth/password.server";
import { makeAdmin } from "../integration/marketplace/marketplace-fixtures";
import { pdfFile } from "../support/form-requests";
import { minimalPdf } from "../support/sample-files";
import { createPostgresDatabase, testEngines } from "../support/test-database";
import { startAppServer, type AppServer } from "./app-server";
import { signInOverHttp } from "./browser-posts";

describe.skipIf(!testEngines().includes("postgres"))("two web processes sharing one DATA_DIR", () => {
  let created: { url: string; drop(): Promise<void> };
  let main: DatabaseHandle;
  let shared: string;
  const servers: AppServer[] = [];

  beforeAll(async () => {
    created = await createPostgresDatabase();
    main = await openDatabase({ databaseUrl: created.url, dataDir: "" });
    shared = mkdtempSync(path.join(tmpdir(), "thp-shared-"));
    const common = { DATABASE_URL: created.url, DATA_DIR: shared, SEED_DEMO: "false", RUN_JOBS: "false", RATE_LIMIT_FORM_MAX: "1000" };
    servers.push(...(await Promise.all([startAppServer(common), startAppServer(common)])));
  }, 120_000);

  afterAll(async () => {
    await Promise.all(servers.map((s) => s.stop()));
    await main?.close();
    await created?.drop();
    if (shared) rmSync(shared, { recursive: true, force: true });
  }, 60_000);

  it("a file uploaded through one process is downloaded through the other, unchanged", async () => {
    onTestFailed(() => console.log(servers.map((s, i) => `--- server ${i} ---\n${s.output()}`).join("\n")));
    const [a, b] = servers as [AppServer, AppServer];
    const email = `owner-${randomUUID().slice(0, 8)}@acme.com`;
    const form = new FormData();
    const fields: Record<string, string> = {
      businessName: "Shared Volume Roofing",
      firstName: "Ana",
      lastName: "Reyes",
      email,
      phone: "(212) 555-2147",
      licenseNumber: "NY-4242",
      yearsInBusiness: "9",
      serviceCategory: "roofing",
      serviceAreas: "Brooklyn, 11201",
      insuranceProvider: "State Farm",
      website: "",
      additionalInfo: "",
      certify: "on",
    };
    for (const [k, v] of Object.entries(fields)) form.append(k, v);
    form.append("licenseFile", pdfFile("license.pdf"));
    form.append("insuranceFile", pdfFile("insurance.pdf"));
    const posted = await fetch(`${a.origin}/contractor-application`, {
      method: "POST",
      body: form,
      redirect: "manual",
      headers: { origin: a.origin, "sec-fetch-site": "same-origin" },
    });
    expect(posted.status).toBeLessThan(400);

    const [application] = await main.db.select({ id: contractorApplications.id }).from(contractorApplications).where(eq(contractorApplications.email, email));
    expect(application).toBeDefined();
    const files = await main.db.select({ id: applicationFiles.id }).from(applicationFiles).where(eq(applicationFiles.applicationId, application!.id));
    expect(files).toHaveLength(2);

    const adminId = await makeAdmin(main.db);
    const password = `admin-${randomUUID()}`;
    const [admin] = await main.db
      .update(users)
      .set({ passwordHash: await hashPassword(password) })
      .where(eq(users.id, adminId))
      .returning({ email: users.email });
    const cookie = await signInOverHttp(b.origin, admin!.email, password, "/admin");
    for (const file of files) {
      const download = await fetch(`${b.origin}/admin/files/${file.id}`, { headers: { cookie } });
      expect(download.status).toBe(200);
      expect(Buffer.from(await download.arrayBuffer()).equals(Buffer.from(minimalPdf()))).toBe(true);
    }
  });
});
