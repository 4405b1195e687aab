import { describe, expect, it } from "vitest";
import { clientKey, createRateLimiter, takeAll } from "~/lib/rate-limit.server";

describe("clientKey", () => {
  it("keeps an IPv4 address, unwraps an IPv4-mapped one, and counts IPv6 per /64 network", () => {
    expect(clientKey("192.0.2.7")).toBe("192.0.2.7");
    expect(clientKey("::ffff:192.0.2.7")).toBe("192.0.2.7");
    expect(clientKey("2001:db8:1:2:aaaa::1")).toBe("2001:db8:1:2::/64");
    expect(clientKey("2001:0db8:0001:0002:bbbb:cccc:dddd:eeee")).toBe("2001:db8:1:2::/64");
    expect(clientKey("2001:db8::1")).toBe("2001:db8:0:0::/64");
    expect(clientKey("::1")).toBe("0:0:0:0::/64");
  });
});

describe("takeAll", () => {
  it("takes a use of every limiter or of none", async () => {
    const a = createRateLimiter({ windowMs: 60_000, limit: () => 2 });
    const b = createRateLimiter({ windowMs: 60_000, limit: () => 1 });
    expect(await takeAll([[a, "k"], [b, "k"]])).toBe(true);
    // b is used up: the use of a taken on the way is given back.
    expect(await takeAll([[a, "k"], [b, "k"]])).toBe(false);
    expect(await a.take("k")).toBe(true);
    expect(await a.take("k")).toBe(false);
  });

  it("reads the limit at each use", async () => {
    let limit = 1;
    const limiter = createRateLimiter({ windowMs: 60_000, limit: () => limit });
    expect(await limiter.take("x")).toBe(true);
    expect(await limiter.take("x")).toBe(false);
    limit = 3;
    expect(await limiter.take("x")).toBe(true);
  });
});
