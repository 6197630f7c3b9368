import { desc, eq } from "drizzle-orm";
import { APPLICATION_STATUSES, contractorApplications } from "~/db/schema";
import type { Executor } from "~/db/types.server";

export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

/** Admin: contractor applications, newest first, optionally of one status. */
export async function listApplications(db: Executor, status?: ApplicationStatus, limit = 200) {
  const columns = {
    id: contractorApplications.id,
    businessName: contractorApplications.businessName,
    firstName: contractorApplications.firstName,
    lastName: contractorApplications.lastName,
    email: contractorApplications.email,
    serviceCategory: contractorApplications.serviceCategory,
    status: contractorApplications.status,
    createdAt: contractorApplications.createdAt,
  };
  const query = db.select(columns).from(contractorApplications);
  return (status ? query.where(eq(contractorApplications.status, status)) : query).orderBy(desc(contractorApplications.createdAt)).limit(limit);
}
