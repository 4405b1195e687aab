import { useMatches } from "react-router";

/**
 * What a subtree of the route tree is (decision 0027), said once by its layout route's `handle` (app/routes.ts):
 * - `document`: a public page, rendered on the server, no React in the browser (the small script of app/enhance);
 *   shared by every visitor, so kept by the page cache;
 * - `app`: a React app in the browser (the admin, the photo albums), per person: `private, no-store`, never cached;
 * - `private`: answers per visitor or per moment without a page (login tokens, the albums' API, the health check, the
 *   newsletter's answer): never cached;
 * - `hoster`: the hoster's own site in hosting mode (documents, belonging to no group).
 * Routes outside these layouts (the public read API, feeds, the sitemap, share images) are shared and cacheable.
 */
export type RouteKind = "document" | "app" | "private" | "hoster";

/** An app's pages: kept by no cache, shared or the browser's (a page with headers of its own says at least as much). */
export const APP_CACHE_CONTROL = "private, no-store";

/** A layout route's handle. */
export interface KindHandle {
  kind: RouteKind;
  /** False where the announcement is not shown (the admin, where it is edited). */
  mededeling?: boolean;
}

type Match = { handle?: unknown };

function kindHandle(handle: unknown): Partial<KindHandle> {
  return typeof handle === "object" && handle !== null ? (handle as Partial<KindHandle>) : {};
}

/** The kind of the innermost layout that says one, or undefined for a route outside them. */
export function kindOf(matches: readonly Match[]): RouteKind | undefined {
  for (let i = matches.length - 1; i >= 0; i--) {
    const kind = kindHandle(matches[i]!.handle).kind;
    if (kind) return kind;
  }
  return undefined;
}

/** Whether the page cache may keep what these routes answer (the server matches the request against the same tree). */
export function isCacheable(matches: readonly Match[]): boolean {
  const kind = kindOf(matches);
  return kind !== "app" && kind !== "private" && kind !== "hoster";
}

/** Whether the page runs as a React app in the browser (`<Scripts />`); every other page is a document. */
export function isApp(matches: readonly Match[]): boolean {
  return kindOf(matches) === "app";
}

/** Whether the announcement shows on this page. */
export function showsMededeling(matches: readonly Match[]): boolean {
  return !matches.some((match) => kindHandle(match.handle).mededeling === false);
}

/** `isApp` for the page being rendered. */
export function useIsApp(): boolean {
  return isApp(useMatches());
}
