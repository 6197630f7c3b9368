import { and, eq } from "drizzle-orm";
import { APPLICATION_STATUSES, contractorApplications } from "~/db/schema";
import type { Executor } from "~/db/types.server";
import { keyset, LIST_PAGE_SIZE, type PageRequest } from "~/domain/shared/keyset-page.server";

export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

// (created_at, id) desc through contractor_applications_created_idx, or (status, created_at, id) when filtered (migration 0006).
const order = keyset(contractorApplications.createdAt, contractorApplications.id);

/** Admin: contractor applications, newest first, optionally of one status, one keyset page at a time. */
export async function listApplications(db: Executor, status?: ApplicationStatus, page: PageRequest = {}) {
  const limit = page.limit ?? LIST_PAGE_SIZE;
  const rows = await db
    .select({
      id: contractorApplications.id,
      ...order.key,
      businessName: contractorApplications.businessName,
      firstName: contractorApplications.firstName,
      lastName: contractorApplications.lastName,
      email: contractorApplications.email,
      serviceCategory: contractorApplications.serviceCategory,
      status: contractorApplications.status,
      createdAt: contractorApplications.createdAt,
    })
    .from(contractorApplications)
    .where(and(status ? eq(contractorApplications.status, status) : undefined, order.after(page.after)))
    .orderBy(...order.orderBy)
    .limit(limit + 1);
  return order.page(rows, limit);
}
