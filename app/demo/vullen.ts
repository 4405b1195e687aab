// The demo content for a new group, when the hoster asks for it: loaded only then (it is large), from the edge that makes
// the group (the hoster's API and console), so that the hosting domain does not know the demo.

/** What fills a new group: the demo content when `demo`, else nothing. */
export function demoVulling(demo: boolean): (() => Promise<void>) | undefined {
  return demo ? async () => (await import("./seed.server")).loadDemoContent() : undefined;
}
