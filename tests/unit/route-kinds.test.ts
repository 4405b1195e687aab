import type { ServerBuild } from "react-router";
import { describe, expect, test } from "vitest";
import { cacheablePaths } from "../../server/route-kinds";

// A route tree of the site's shape: the page cache reads the layouts' handles, as root.tsx does, not the address.
function build(): ServerBuild {
  const route = (id: string, parentId: string | undefined, path: string | undefined, handle?: unknown, index?: boolean) => ({
    id,
    parentId,
    path,
    index,
    module: { handle },
  });
  const routes = [
    route("root", undefined, ""),
    route("documents", "root", undefined, { kind: "document" }),
    route("home", "documents", undefined, undefined, true),
    route("kalender", "documents", "kalender"),
    route("nieuwsbrief-prive", "documents", undefined, { kind: "private" }),
    route("nieuwsbrief", "nieuwsbrief-prive", "nieuwsbrief"),
    route("apps", "root", undefined, { kind: "app" }),
    route("admin", "apps", "admin"),
    route("admin-form", "apps", "admin/:category/:type"),
    route("fotos", "apps", "fotos"),
    route("sitemap", "root", "sitemap.xml"),
  ];
  return {
    routes: Object.fromEntries(routes.map((r) => [r.id, r])),
    routeDiscovery: { mode: "lazy", manifestPath: "/__manifest" },
  } as unknown as ServerBuild;
}

describe("what the page cache may keep, by the route tree", () => {
  const cacheable = cacheablePaths(build());

  test("documents and shared resources are kept", () => {
    for (const path of ["/", "/kalender", "/kalender/", "/sitemap.xml", "/_root.data", "/kalender.data"]) expect(cacheable(path), path).toBe(true);
  });

  test("the apps, their data requests, private answers and React Router's route discovery are never kept", () => {
    for (const path of ["/admin", "/admin/", "/admin.data", "/admin/leiding/add", "/admin/leiding/add.data", "/fotos", "/nieuwsbrief", "/__manifest"]) {
      expect(cacheable(path), path).toBe(false);
    }
  });
});
