/**
 * The people and objects the authorization tests act on, built in a real
 * test database: an admin, two contractors (A in New York, B in Los
 * Angeles) each with a bought lead, a suspended and a paused contractor,
 * leads A may and may not buy, an application with its uploaded documents,
 * a career application with a résumé, a pending return, a review of A, and a session
 * cookie for everyone who signs in.
 */
import { eq } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { applicationFiles, careerApplications, contractorApplications, contactMessages, leads, outbox, quoteRequests } from "~/db/schema";
import { createApiKey } from "~/domain/integrations/create-api-key.server";
import { requestReturn } from "~/domain/marketplace/lead-returns.server";
import { purchaseLead } from "~/domain/marketplace/purchase-lead.server";
import { formCases } from "../../support/form-cases";
import { context, formDataOf, multipartPost } from "../../support/form-requests";
import { LA, makeAdmin, makeContractor, makeQuoteRequest, NYC } from "../marketplace/marketplace-fixtures";
import { addReview } from "../reviews/review-fixtures";
import { confirmIdentityOf, routeEnv, sessionCookieFor } from "./route-harness";

export type Person = { userId: string; cookie: string };
export type Pro = Person & { contractorId: string };
export type Bought = { purchaseId: string; leadId: string; idempotencyKey: string };

export type World = {
  admin: Person;
  /** Contractor A: roofing around New York, $500, Enterprise with a REST API key. */
  a: Pro & { bought: Bought; apiKey: string };
  /** Contractor B: plumbing around Los Angeles, $500. */
  b: Pro & { bought: Bought };
  suspended: Pro;
  paused: Pro;
  /** For sale: A may buy these (roofing, New York). */
  forA: string[];
  /** For sale but not for A: roofing in Los Angeles (outside A's area), plumbing in New York (outside A's categories). */
  outsideArea: string;
  outsideCategory: string;
  /** An application with its licence and insurance files. */
  applicationId: string;
  fileId: string;
  careerApplicationId: string;
  /** B's request (A holds none of it) and one of its leads still for sale. */
  quoteRequestId: string;
  quoteRequestLeadId: string;
  /** A pending return (B's second purchase), for the admin returns queue. */
  pendingReturnId: string;
  /** A request the quality score held (its leads pending), for the admin's held-for-review queue. */
  heldRequestId: string;
  /** A review of A's purchase (A replies to it, admins hide it). */
  aReviewId: string;
  /** A contractor only admins act on in these tests. */
  target: Pro;
  /** A contact-form message (admin answers and closes it) and an e-mail the sender gave up on (admin retries it). */
  contactMessageId: string;
  failedOutboxId: string;
};

let n = 5000;
const key = () => `authz-${crypto.randomUUID()}`;

async function pro(db: Db, options: Parameters<typeof makeContractor>[2]): Promise<Pro> {
  const made = await makeContractor(db, routeEnv(), options);
  // Confirmed, as after "Confirm it's you": the route table's owner posts reach the change itself.
  return { ...made, cookie: await confirmIdentityOf(db, await sessionCookieFor(db, made.userId)) };
}

async function buy(db: Db, contractorId: string, leadId: string): Promise<Bought> {
  const idempotencyKey = key();
  const { purchaseId } = await purchaseLead({ db, env: routeEnv() }, contractorId, leadId, idempotencyKey);
  return { purchaseId, leadId, idempotencyKey };
}

export async function buildWorld(db: Db): Promise<World> {
  const env = routeEnv();
  const adminId = await makeAdmin(db);
  const admin = { userId: adminId, cookie: await sessionCookieFor(db, adminId) };

  const a = await pro(db, { categories: ["roofing"], base: NYC, radiusMiles: 25, balanceCents: 500_00, plan: "enterprise" });
  const { key: apiKey } = await createApiKey({ db, env }, { contractorId: a.contractorId, actorUserId: a.userId, label: "Authorization tests" });
  const b = await pro(db, { categories: ["plumbing"], base: LA, radiusMiles: 25, balanceCents: 500_00 });
  const suspended = await pro(db, { categories: ["roofing"], base: NYC, status: "suspended", balanceCents: 500_00 });
  const paused = await pro(db, { categories: ["roofing"], base: NYC, status: "paused", balanceCents: 500_00 });
  const target = await pro(db, { categories: ["roofing"], base: NYC });

  const aRequest = await makeQuoteRequest(db, { category: "roofing", place: NYC, pros: 1 });
  const aBought = await buy(db, a.contractorId, aRequest.leadIds[0]!);
  const aReviewId = await addReview(db, aBought.purchaseId, 4);
  const bRequest = await makeQuoteRequest(db, { category: "plumbing", place: LA, pros: 3 });
  const bBought = await buy(db, b.contractorId, bRequest.leadIds[0]!);
  const bSecond = await makeQuoteRequest(db, { category: "plumbing", place: LA, pros: 1 });
  const bReturned = await buy(db, b.contractorId, bSecond.leadIds[0]!);
  const { returnId: pendingReturnId } = await requestReturn({ db, env }, b.contractorId, bReturned.purchaseId, { reason: "wrong-number" });

  const forA = [];
  for (let i = 0; i < 4; i++) forA.push(...(await makeQuoteRequest(db, { category: "roofing", place: NYC, pros: 1 })).leadIds);
  const outsideArea = (await makeQuoteRequest(db, { category: "roofing", place: LA, pros: 1 })).leadIds[0]!;
  const outsideCategory = (await makeQuoteRequest(db, { category: "plumbing", place: NYC, pros: 1 })).leadIds[0]!;
  const held = await makeQuoteRequest(db, { category: "electrical", place: LA, pros: 1 });
  await db.update(quoteRequests).set({ marketStatus: "held", releasedAt: null, qualityScore: 10 }).where(eq(quoteRequests.id, held.quoteRequestId));
  await db.update(leads).set({ status: "pending" }).where(eq(leads.quoteRequestId, held.quoteRequestId));

  const application = formCases.find((c) => c.name === "contractor application")!;
  n += 1;
  const applied = await application.handle(multipartPost(application.path, formDataOf({ ...application.valid(n), ...application.files!() })), context(db, env));
  if (!applied.ok) throw new Error(`fixture application refused: ${JSON.stringify(applied)}`);
  const [app] = await db
    .select({ id: contractorApplications.id })
    .from(contractorApplications)
    .where(eq(contractorApplications.licenseNumber, `NY-${n}`));
  const [file] = await db.select({ id: applicationFiles.id }).from(applicationFiles).where(eq(applicationFiles.applicationId, app!.id));

  const career = formCases.find((c) => c.name === "career application")!;
  const careerFields = career.valid(n);
  const hired = await career.handle(multipartPost(career.path, formDataOf({ ...careerFields, ...career.files!() })), context(db, env));
  if (!hired.ok) throw new Error(`fixture career application refused: ${JSON.stringify(hired)}`);
  const [cv] = await db.select({ id: careerApplications.id }).from(careerApplications).where(eq(careerApplications.email, careerFields.email!));

  const [message] = await db
    .insert(contactMessages)
    .values({ firstName: "Casey", lastName: "Authz", email: "casey.authz@example.com", role: "homeowner", message: "Where is my quote?" })
    .returning({ id: contactMessages.id });
  const [failed] = await db
    .insert(outbox)
    .values({
      channel: "email",
      kind: "authz.failed",
      to: "bounce@example.com",
      subject: "Failed",
      text: "t",
      status: "failed",
      attempts: 8,
      lastError: "550 no such user",
    })
    .returning({ id: outbox.id });

  return {
    admin,
    contactMessageId: message!.id,
    failedOutboxId: failed!.id,
    a: { ...a, bought: aBought, apiKey },
    b: { ...b, bought: bBought },
    suspended,
    paused,
    forA,
    outsideArea,
    outsideCategory,
    applicationId: app!.id,
    fileId: file!.id,
    careerApplicationId: cv!.id,
    quoteRequestId: bRequest.quoteRequestId,
    quoteRequestLeadId: bRequest.leadIds[1]!,
    pendingReturnId,
    heldRequestId: held.quoteRequestId,
    aReviewId,
    target,
  };
}
