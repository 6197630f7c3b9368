/** /admin/resumes/:id — the résumé of a career application, for admins only, always as a download. */
import type { Route } from "./+types/admin-resume";
import { requireAdmin } from "~/web/require-admin.server";
import { isUuid } from "~/forms/ids";
import { sendUpload } from "~/web/send-upload.server";
import { getCareerResume } from "~/domain/admin/get-career-resume.server";

export async function loader({ request, params }: Route.LoaderArgs) {
  const { ctx } = await requireAdmin(request);
  if (!isUuid(params.id)) throw new Response("Not Found", { status: 404 });
  const file = await getCareerResume(ctx.db, params.id);
  if (!file) throw new Response("Not Found", { status: 404 });
  return sendUpload(ctx.env.DATA_DIR, file);
}
