/** /admin/files/:fileId — an uploaded application document, for admins only, always as a download. */
import type { Route } from "./+types/admin-file";
import { requireAdmin } from "~/web/require-admin.server";
import { isUuid } from "~/forms/ids";
import { sendUpload } from "~/web/send-upload.server";
import { getApplicationFile } from "~/domain/admin/get-application-file.server";

export async function loader({ request, params }: Route.LoaderArgs) {
  const { ctx } = await requireAdmin(request);
  if (!isUuid(params.fileId)) throw new Response("Not Found", { status: 404 });
  const file = await getApplicationFile(ctx.db, params.fileId);
  if (!file) throw new Response("Not Found", { status: 404 });
  return sendUpload(ctx.env.DATA_DIR, file);
}
