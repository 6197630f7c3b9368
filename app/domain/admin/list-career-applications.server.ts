import { careerApplications } from "~/db/schema";
import type { Executor } from "~/db/types.server";
import { keyset, LIST_PAGE_SIZE, type PageRequest } from "~/domain/shared/keyset-page.server";

// (created_at, id) desc through career_applications_created_id_idx (migration 0006).
const order = keyset(careerApplications.createdAt, careerApplications.id);

/** Admin: job applications from the careers page, newest first, one keyset page at a time (the résumé is downloaded separately). */
export async function listCareerApplications(db: Executor, page: PageRequest = {}) {
  const limit = page.limit ?? LIST_PAGE_SIZE;
  const rows = await db
    .select({
      id: careerApplications.id,
      ...order.key,
      positionId: careerApplications.positionId,
      fullName: careerApplications.fullName,
      email: careerApplications.email,
      phone: careerApplications.phone,
      note: careerApplications.note,
      resumeOriginalName: careerApplications.resumeOriginalName,
      resumeSizeBytes: careerApplications.resumeSizeBytes,
      createdAt: careerApplications.createdAt,
    })
    .from(careerApplications)
    .where(order.after(page.after))
    .orderBy(...order.orderBy)
    .limit(limit + 1);
  return order.page(rows, limit);
}
