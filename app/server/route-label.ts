import { matchRoutes, type RouteObject, type ServerBuild } from "react-router";
import { pageOfDataPath } from "~/lib/react-router-private";

/**
 * The metrics and log label of a page or data request: the id of the deepest
 * React Router route its path matches ("routes/pro-lead"), computed from the
 * path alone. Never the URL itself: paths carry ids and tokens, and one
 * label per URL would grow the metrics without bound.
 */
export function routeLabeller(build: Pick<ServerBuild, "routes">): (pathname: string) => string {
  const children = new Map<string | undefined, RouteObject[]>();
  for (const route of Object.values(build.routes)) {
    if (!route) continue;
    const object = (
      route.index
        ? { id: route.id, index: true, path: route.path, caseSensitive: route.caseSensitive }
        : { id: route.id, path: route.path, caseSensitive: route.caseSensitive }
    ) as RouteObject;
    const siblings = children.get(route.parentId) ?? [];
    siblings.push(object);
    children.set(route.parentId, siblings);
  }
  const attach = (route: RouteObject): RouteObject => {
    const kids = children.get(route.id);
    if (kids && !route.index) (route as { children?: RouteObject[] }).children = kids.map(attach);
    return route;
  };
  const tree = (children.get(undefined) ?? []).map(attach);
  // matchRoutes flattens and ranks the whole tree on every call (~1 ms here); the busy paths (/pro, /, the
  // calculators) repeat, so their labels are kept. Paths with ids do not repeat: the map is emptied when full.
  const known = new Map<string, string>();
  return (pathname) => {
    const cached = known.get(pathname);
    if (cached !== undefined) return cached;
    // A single-fetch data request counts as its page.
    const path = pageOfDataPath(pathname) ?? pathname;
    const label = matchRoutes(tree, path)?.at(-1)?.route.id ?? "unmatched";
    if (known.size >= KNOWN_PATHS_MAX) known.clear();
    known.set(pathname, label);
    return label;
  };
}

const KNOWN_PATHS_MAX = 512;
