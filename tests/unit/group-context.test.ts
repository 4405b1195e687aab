import { describe, expect, test } from "vitest";
import { createGroupContext, enterGroup, groupCache, groupSlot, markClosed, runInGroup } from "~/group/context.server";

describe("a group's state", () => {
  test("what its open database gives again (a groupCache) goes when the database closes; its slots stay", async () => {
    const group = createGroupContext({ slug: "alfa", dataDir: "/tmp/alfa", siteUrl: "http://alfa.localhost" });
    const other = createGroupContext({ slug: "beta", dataDir: "/tmp/beta", siteUrl: "http://beta.localhost" });
    const settings = groupCache(() => ({ reads: 0 }));
    const version = groupSlot(() => ({ value: 0 }));
    for (const g of [group, other]) {
      const release = await enterGroup(g);
      runInGroup(g, () => {
        settings().reads++;
        version().value = 7;
      });
      release();
    }
    markClosed(group);
    runInGroup(group, () => {
      expect(settings().reads).toBe(0);
      expect(version().value).toBe(7);
    });
    // Another group's open database keeps its own.
    runInGroup(other, () => expect(settings().reads).toBe(1));
  });
});
