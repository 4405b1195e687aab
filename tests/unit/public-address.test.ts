import { describe, expect, it } from "vitest";
import { isPublicAddress } from "~/lib/public-address.server";

// What ADR 0031 decides, address by address: every IPv6 form that carries an IPv4 address is as public as the address
// it carries; documentation ranges are never public (RFC 5737, 3849, 9637: they are not on the Internet).
const PUBLIC = [
  // IPv4: public DNS resolvers and push services' addresses (Google's FCM, Mozilla's autopush behind Cloud, ...)
  ["8.8.8.8", "IPv4"],
  ["142.250.185.74", "IPv4 (Google)"],
  ["1.1.1.1", "IPv4"],
  ["34.117.59.81", "IPv4 (Google Cloud)"],
  ["17.253.144.10", "IPv4 (Apple)"],
  ["172.15.255.255", "just below 172.16.0.0/12"],
  ["172.32.0.0", "just above 172.16.0.0/12"],
  ["100.63.255.255", "just below 100.64.0.0/10"],
  ["100.128.0.0", "just above 100.64.0.0/10"],
  ["192.0.1.1", "between 192.0.0.0/24 and 192.0.2.0/24"],
  ["223.255.255.255", "the last unicast address"],
  // IPv6
  ["2a00:1450:4001:81c::200a", "IPv6 (Google)"],
  ["2606:4700:4700::1111", "IPv6 (Cloudflare)"],
  ["2620:149:a44::10", "IPv6 (Apple)"],
  ["::ffff:8.8.8.8", "IPv4-mapped, dotted"],
  ["::ffff:808:808", "IPv4-mapped, hex"],
  ["::ffff:142.250.185.74", "IPv4-mapped"],
  ["64:ff9b::8.8.8.8", "NAT64 well-known prefix"],
  ["64:ff9b::808:808", "NAT64 well-known prefix, hex"],
  ["2002:808:808::1", "6to4 of 8.8.8.8"],
  ["2001:0:4136:e378:8000:63bf:f7f7:f7f7", "Teredo, server 65.54.227.120, client 8.8.8.8"],
] as const;

const NOT_PUBLIC = [
  // The addresses (issue 36, low finding 1)
  ["::127.0.0.1", "IPv4-compatible (deprecated) loopback"],
  ["::7f00:1", "IPv4-compatible, hex"],
  ["2002:7f00:1::1", "6to4 of 127.0.0.1"],
  ["64:ff9b:1::7f00:1", "NAT64 local-use prefix"],
  ["2001:0:7f00:1::1", "Teredo with server 127.0.0.1"],
  ["fec0::1", "site-local (deprecated)"],
  // IPv4
  ["0.0.0.0", "this network"],
  ["10.1.2.3", "private"],
  ["100.64.0.1", "carrier-grade NAT"],
  ["127.0.0.1", "loopback"],
  ["127.255.255.254", "loopback"],
  ["169.254.169.254", "link-local, cloud metadata"],
  ["172.16.0.1", "private"],
  ["172.31.255.255", "private"],
  ["192.0.0.8", "IETF protocol assignments"],
  ["192.0.2.1", "documentation TEST-NET-1"],
  ["192.88.99.1", "6to4 relay anycast"],
  ["192.168.1.1", "private"],
  ["198.18.0.1", "benchmarking"],
  ["198.51.100.7", "documentation TEST-NET-2"],
  ["203.0.113.7", "documentation TEST-NET-3"],
  ["224.0.0.1", "multicast"],
  ["240.0.0.1", "reserved"],
  ["255.255.255.255", "broadcast"],
  // IPv6 of every other kind
  ["::", "unspecified"],
  ["::1", "loopback"],
  ["::8.8.8.8", "IPv4-compatible, even of a public address (deprecated)"],
  ["::ffff:127.0.0.1", "IPv4-mapped loopback"],
  ["::ffff:7f00:1", "IPv4-mapped loopback, hex"],
  ["::ffff:10.0.0.1", "IPv4-mapped private"],
  ["::ffff:169.254.169.254", "IPv4-mapped metadata service"],
  ["64:ff9b::127.0.0.1", "NAT64 of loopback"],
  ["64:ff9b::a9fe:a9fe", "NAT64 of 169.254.169.254"],
  ["64:ff9b:1::808:808", "NAT64 local-use, even of a public address"],
  ["2002:a00:1::1", "6to4 of 10.0.0.1"],
  ["2002:c0a8:101::1", "6to4 of 192.168.1.1"],
  ["2001:0:4136:e378:8000:63bf:80ff:fffe", "Teredo with client 127.0.0.1"],
  ["2001:0:a00:1:8000:63bf:f7f7:f7f7", "Teredo with server 10.0.0.1"],
  ["2001:2::1", "benchmarking"],
  ["2001:10::1", "ORCHID"],
  ["2001:db8::1", "documentation"],
  ["2001:db8:85a3::8a2e:370:7334", "documentation"],
  ["3fff::1", "documentation (RFC 9637)"],
  ["100::1", "discard-only"],
  ["fc00::1", "unique-local"],
  ["fd12:3456:789a::1", "unique-local"],
  ["fe80::1", "link-local"],
  ["fe80::1%eth0", "link-local with a zone"],
  ["febf::1", "link-local, its last /16"],
  ["feff::1", "site-local, its last /16"],
  ["ff02::1", "multicast"],
  ["4000::1", "outside 2000::/3, not handed out"],
  // Not an address
  ["localhost", "a name"],
  ["", "nothing"],
  ["[::1]", "brackets"],
  ["8.8.8.8.", "trailing dot"],
] as const;

describe("isPublicAddress", () => {
  it.each(PUBLIC)("%s (%s) is public", (address) => {
    expect(isPublicAddress(address)).toBe(true);
  });
  it.each(NOT_PUBLIC)("%s (%s) is not public", (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });
});
