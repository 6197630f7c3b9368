/**
 * A secret the domain hands out for the browser to keep (a session, a known device, a half-done sign-in): the token
 * and how long it lives. Only its hash is stored; the web layer turns it into a cookie (app/web/*-cookie.server.ts).
 */
export type IssuedToken = { token: string; maxAgeSeconds: number };
