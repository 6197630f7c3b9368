import type { LookupAddress, LookupOptions } from "node:dns";
import { isIP } from "node:net";

type LookupCallback = (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

/**
 * The `lookup` a socket is given instead of DNS: whatever name it asks for,
 * it gets the one address that was checked, so the connection goes exactly
 * where the check looked (a second, differently answered lookup, DNS
 * rebinding, cannot happen). Node asks with `all: true` when it may try
 * several addresses (autoSelectFamily), with a single answer otherwise.
 */
export function pinnedLookup(address: string) {
  const family = isIP(address);
  if (family === 0) throw new Error("pinnedLookup needs an IP address");
  return (_hostname: string, options: LookupOptions, callback: LookupCallback): void => {
    if (options.all) callback(null, [{ address, family }]);
    else callback(null, address, family);
  };
}
