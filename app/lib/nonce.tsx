import { createContext, useContext } from "react";

/**
 * The CSP nonce of the current server render. Empty in the browser and in
 * prerendered files, whose inline scripts are allowed by hash instead
 * (server/static-pages.ts).
 */
export const NonceContext = createContext<string | undefined>(undefined);

export function useNonce(): string | undefined {
  return useContext(NonceContext);
}
