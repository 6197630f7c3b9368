import { createContext, RouterContextProvider } from "react-router";

/**
 * Facts about the HTTP request that only the Express layer knows, handed to
 * loaders and actions through React Router's context. Absent while
 * prerendering at build time.
 */
export type RequestInfo = {
  /** CSP nonce of this response. */
  nonce: string;
  /** Client IP as Express resolves it (trusting only a loopback proxy). */
  ip: string | null;
};

const requestInfoContext = createContext<RequestInfo | null>(null);

/** Called by the Express server (through entry.server) for every request. */
export function createLoadContext(info: RequestInfo): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(requestInfoContext, info);
  return context;
}

export function requestInfo(context: Readonly<RouterContextProvider>): RequestInfo | null {
  return context.get(requestInfoContext);
}
