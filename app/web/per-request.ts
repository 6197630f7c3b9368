/** A request that only reads: a page or its data (GET, HEAD). Its loaders write nothing, so they can share reads. */
export const isPageRead = (request: Request) => request.method === "GET" || request.method === "HEAD";

/**
 * A value made once per page read: the loaders of a page (its layouts and its route) run at once with the
 * same Request object, and each would otherwise repeat the same lookups. Keyed weakly, so it goes with the
 * request. Any other method (an action, which may write between two lookups) makes it fresh every time.
 */
export function perRequest<T>(): (request: Request, make: () => T) => T {
  const made = new WeakMap<Request, T>();
  return (request, make) => {
    if (!isPageRead(request)) return make();
    if (!made.has(request)) made.set(request, make());
    return made.get(request) as T;
  };
}
