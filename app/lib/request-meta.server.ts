import { isIP } from "node:net";

/**
 * Where a submission came from, stored as consent evidence (DESIGN.md
 * section 2). Values are cleaned so a forged header cannot smuggle control
 * characters or megabytes into the database.
 */
export type RequestMeta = { ip: string | null; userAgent: string | null; pageUrl: string | null };

const USER_AGENT_MAX = 512;
const URL_MAX = 2048;

function clean(value: string | null, max: number): string | null {
  if (!value) return null;
  // oxlint-disable-next-line no-control-regex -- stripping control characters is the point
  const stripped = value.replace(/[\u0000-\u001F\u007F-\u009F]/g, "").trim();
  return stripped === "" ? null : stripped.slice(0, max);
}

/** The page the form was on: the Referer when it is one of ours, else the URL posted to. */
function pageUrl(request: Request): string | null {
  const own = new URL(request.url);
  const referer = request.headers.get("referer");
  if (referer) {
    try {
      const url = new URL(referer);
      if (url.origin === own.origin) return clean(url.href, URL_MAX);
    } catch {
      // A malformed Referer is ignored, not an error.
    }
  }
  return clean(own.href, URL_MAX);
}

export function requestMeta(request: Request, ip: string | null | undefined): RequestMeta {
  const address = ip?.trim() ?? "";
  return {
    ip: isIP(address) ? address : null,
    userAgent: clean(request.headers.get("user-agent"), USER_AGENT_MAX),
    pageUrl: pageUrl(request),
  };
}
