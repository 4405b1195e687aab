import { matchRoutes, type RouteObject, type ServerBuild } from "react-router";
import { isCacheable } from "~/lib/route-kind";

/**
 * Whether the page cache may keep the answer for a path, as the route tree says it (the layouts' `handle`,
 * app/lib/route-kind.ts: the same fact root.tsx reads to choose React or the small script). The path is matched
 * against React Router's own route manifest of the build, as React Router matches it: a data request
 * (`/admin.data`, `/_root.data`) is its page's.
 */
export function cacheablePaths(build: ServerBuild): (path: string) => boolean {
  const tree = routeTree(build);
  // React Router's route discovery (the React apps ask it in the background): per app, never kept.
  const manifest = build.routeDiscovery.mode === "lazy" ? build.routeDiscovery.manifestPath : undefined;
  // React Router flattens and ranks the whole tree on every match (over half of what a cached page cost): each path's
  // answer is kept. Bounded, as paths are whatever visitors ask: when full it starts again.
  const known = new Map<string, boolean>();
  return (path) => {
    if (path === manifest) return false;
    let cacheable = known.get(path);
    if (cacheable === undefined) {
      cacheable = isCacheable(matchRoutes(tree, pagePath(path))?.map((match) => match.route) ?? []);
      if (known.size >= KNOWN_PATHS) known.clear();
      known.set(path, cacheable);
    }
    return cacheable;
  };
}

/** Paths whose answer is kept: more than a group's site has pages (every activity, period and news item). */
const KNOWN_PATHS = 5_000;

/** The build's flat manifest as the nested routes `matchRoutes` takes, each with its module's handle. */
function routeTree(build: ServerBuild): RouteObject[] {
  const nodes = new Map<string, RouteObject & { children?: RouteObject[] }>();
  for (const route of Object.values(build.routes)) {
    if (!route) continue;
    nodes.set(route.id, { id: route.id, path: route.path, index: route.index, caseSensitive: route.caseSensitive, handle: route.module.handle } as RouteObject);
  }
  const roots: RouteObject[] = [];
  for (const route of Object.values(build.routes)) {
    if (!route) continue;
    const node = nodes.get(route.id)!;
    const parent = route.parentId ? nodes.get(route.parentId) : undefined;
    if (parent) (parent.children ??= []).push(node);
    else roots.push(node);
  }
  return roots;
}

/** The page a data request is for, as React Router reads it (server-runtime/urls.ts). */
function pagePath(path: string): string {
  if (path === "/_root.data") return "/";
  const page = path.endsWith(".data") ? path.slice(0, -".data".length) : path;
  return page !== "/" && page.endsWith("/") ? page.slice(0, -1) : page;
}
