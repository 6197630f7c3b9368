/** /admin/documents/:id/file — a renewed document a contractor uploaded, for admins only, always as a download. */
import type { Route } from "./+types/admin-document-file";
import { requireAdmin } from "~/web/require-admin.server";
import { isUuid } from "~/forms/ids";
import { sendUpload } from "~/web/send-upload.server";
import { getRenewalFile } from "~/domain/documents/list-documents.server";

export async function loader({ request, params }: Route.LoaderArgs) {
  const { ctx } = await requireAdmin(request);
  if (!isUuid(params.id)) throw new Response("Not Found", { status: 404 });
  const file = await getRenewalFile(ctx.db, params.id);
  if (!file) throw new Response("Not Found", { status: 404 });
  return sendUpload(ctx.env.DATA_DIR, file);
}
