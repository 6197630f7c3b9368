import { data } from "react-router";
import { readFormData } from "~/lib/form-data.server";

/** Dashboard forms are small; the largest (the price table) is well under this. */
export const DASHBOARD_FORM_MAX_BYTES = 64 * 1024;

/**
 * A signed-in page's posted form, read with the shared reader. What is not a
 * browser form (JSON, text, broken multipart, too large) is answered with a
 * thrown 415/400/413 whose message the error page shows, never a 500.
 */
export async function postedForm(request: Request, headers?: HeadersInit): Promise<FormData> {
  const read = await readFormData(request, { maxBodyBytes: DASHBOARD_FORM_MAX_BYTES });
  if (!read.ok) throw data(read.message, { status: read.status, ...(headers ? { headers } : {}) });
  return read.form;
}

/**
 * postedForm for a form that carries one file of at most `maxFileBytes` (a quote's PDF, a renewed document): the cap
 * grows by the file and leaves the dashboard's allowance for the fields and the multipart framing.
 */
export async function postedUploadForm(request: Request, maxFileBytes: number, headers?: HeadersInit): Promise<FormData> {
  const read = await readFormData(request, { maxBodyBytes: maxFileBytes + DASHBOARD_FORM_MAX_BYTES });
  if (!read.ok) throw data(read.message, { status: read.status, ...(headers ? { headers } : {}) });
  return read.form;
}
