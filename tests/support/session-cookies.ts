/** The Cookie headers a browser sends for the tokens the domain issued (what the web layer's Set-Cookie gave it). */
import type { IssuedToken } from "~/domain/accounts/issued-token";
import { SESSION_COOKIE } from "~/web/session-cookie.server";

export const sessionCookieHeader = (session: IssuedToken): string => `${SESSION_COOKIE}=${session.token}`;
