import dns from "node:dns";
import net from "node:net";

// Where the server may send a request that someone else chose the address of (a badge link typed by an admin, a push
// endpoint sent by an anonymous visitor): only to an address on the public Internet, never to its own machine, the
// local network, link-local metadata services, ... One function decides, for IPv4 and every IPv6 form (ADR 0031).

/** IPv4 blocks that are not on the public Internet (IANA's special-purpose registry, "globally reachable: false"). */
const IPV4_NOT_PUBLIC = new net.BlockList();
for (const [address, prefix] of [
  ["0.0.0.0", 8], // "this network"
  ["10.0.0.0", 8], // private (RFC 1918)
  ["100.64.0.0", 10], // carrier-grade NAT (RFC 6598)
  ["127.0.0.0", 8], // loopback
  ["169.254.0.0", 16], // link-local, cloud metadata services
  ["172.16.0.0", 12], // private
  ["192.0.0.0", 24], // IETF protocol assignments
  ["192.0.2.0", 24], // documentation, TEST-NET-1 (RFC 5737)
  ["192.88.99.0", 24], // the 6to4 relay anycast, deprecated (RFC 7526)
  ["192.168.0.0", 16], // private
  ["198.18.0.0", 15], // benchmarking
  ["198.51.100.0", 24], // documentation, TEST-NET-2
  ["203.0.113.0", 24], // documentation, TEST-NET-3
  ["224.0.0.0", 3], // multicast, reserved, broadcast
] as const) {
  IPV4_NOT_PUBLIC.addSubnet(address, prefix, "ipv4");
}

/** An IPv6 prefix as bytes and length. */
type Prefix = readonly [bytes: readonly number[], bits: number];

const MAPPED: Prefix = [[0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0xff, 0xff], 96]; // ::ffff:0:0/96, an IPv4 address
const NAT64: Prefix = [[0x00, 0x64, 0xff, 0x9b, 0, 0, 0, 0, 0, 0, 0, 0], 96]; // 64:ff9b::/96 (RFC 6052)
const SIX_TO_FOUR: Prefix = [[0x20, 0x02], 16]; // 2002::/16 (RFC 3056)
const TEREDO: Prefix = [[0x20, 0x01, 0x00, 0x00], 32]; // 2001::/32 (RFC 4380)
const GLOBAL_UNICAST: Prefix = [[0x20], 3]; // 2000::/3: every IPv6 address handed out on the Internet is in it
/** Inside 2000::/3 but no host on the Internet. */
const IPV6_NOT_PUBLIC: readonly Prefix[] = [
  [[0x20, 0x01, 0x00], 23], // IETF protocol assignments (benchmarking, ORCHID, ...); Teredo is decided above
  [[0x20, 0x01, 0x0d, 0xb8], 32], // documentation (RFC 3849)
  [[0x3f, 0xff, 0x00], 20], // documentation (RFC 9637)
];

function inPrefix(bytes: Uint8Array, [prefix, bits]: Prefix): boolean {
  for (let bit = 0; bit < bits; bit += 8) {
    const mask = bits - bit >= 8 ? 0xff : (0xff << (8 - (bits - bit))) & 0xff;
    if (((bytes[bit / 8] ?? 0) & mask) !== ((prefix[bit / 8] ?? 0) & mask)) return false;
  }
  return true;
}

/** The 16 bytes of a valid IPv6 address (with `::` and a dotted IPv4 tail, as net.isIPv6 accepts them). */
function ipv6Bytes(address: string): Uint8Array {
  let text = address;
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted[1]!.split(".").map(Number) as [number, number, number, number];
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = "", tail] = text.split("::");
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const groups = tail === undefined ? left : [...left, ...Array<string>(8 - left.length - right.length).fill("0"), ...right];
  const bytes = new Uint8Array(16);
  groups.forEach((group, i) => {
    const value = Number.parseInt(group, 16);
    bytes[i * 2] = value >> 8;
    bytes[i * 2 + 1] = value & 0xff;
  });
  return bytes;
}

function ipv4At(bytes: Uint8Array, offset: number, xor = 0): string {
  return Array.from(bytes.subarray(offset, offset + 4), (b) => b ^ xor).join(".");
}

function isPublicIPv4(address: string): boolean {
  return !IPV4_NOT_PUBLIC.check(address, "ipv4");
}

/**
 * Whether an address is on the public Internet. An IPv6 address that carries an IPv4 address (IPv4-mapped, NAT64's
 * well-known prefix, 6to4, Teredo's server and client) is public when what it carries is. Never public: loopback,
 * unspecified, private and unique-local, link-local, site-local, multicast, documentation and benchmarking ranges,
 * IPv4-compatible (deprecated) and NAT64's local-use prefix, a scoped address (`%zone`), and anything that is not an
 * IP address.
 */
export function isPublicAddress(address: string): boolean {
  if (net.isIPv4(address)) return isPublicIPv4(address);
  if (!net.isIPv6(address) || address.includes("%")) return false;
  const bytes = ipv6Bytes(address);
  if (inPrefix(bytes, MAPPED) || inPrefix(bytes, NAT64)) return isPublicIPv4(ipv4At(bytes, 12));
  if (inPrefix(bytes, SIX_TO_FOUR)) return isPublicIPv4(ipv4At(bytes, 2));
  // Teredo: the server's address, and the client's with every bit inverted.
  if (inPrefix(bytes, TEREDO)) return isPublicIPv4(ipv4At(bytes, 4)) && isPublicIPv4(ipv4At(bytes, 12, 0xff));
  return inPrefix(bytes, GLOBAL_UNICAST) && !IPV6_NOT_PUBLIC.some((prefix) => inPrefix(bytes, prefix));
}

/** Refused because the address is not public: the message names the host, never more. */
export class PrivateAddressError extends Error {}

/** The host of a URL as `net` reads it (without the brackets of an IPv6 literal). */
export function urlHost(url: URL): string {
  return url.hostname.replace(/^\[|\]$/g, "");
}

/**
 * DNS lookup for http(s).request that refuses addresses that are not public, so the address checked is the address
 * connected to (a second lookup could answer differently). `allowPrivate` lifts the check (tests on 127.0.0.1).
 */
export function guardedLookup(allowPrivate: boolean): net.LookupFunction {
  return (hostname, options, callback) => {
    dns.lookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, "", 0);
      const list = addresses as unknown as dns.LookupAddress[];
      if (!allowPrivate && !list.every((a) => isPublicAddress(a.address))) {
        return callback(new PrivateAddressError(`${hostname} wijst naar een intern adres`), "", 0);
      }
      if (options.all) return (callback as unknown as (e: null, a: dns.LookupAddress[]) => void)(null, list);
      const first = list[0];
      if (!first) return callback(new PrivateAddressError(`${hostname}: geen adres`), "", 0);
      callback(null, first.address, first.family);
    });
  };
}

/**
 * Checks before a request (or before storing a URL for later requests) that its host is public: an IP literal
 * directly, a name by looking it up. The request itself must still use `guardedLookup`: DNS may answer differently then.
 */
export async function assertPublicHost(url: URL, allowPrivate: boolean): Promise<void> {
  if (allowPrivate) return;
  const host = urlHost(url);
  if (net.isIP(host)) {
    if (!isPublicAddress(host)) throw new PrivateAddressError(`${host} is een intern adres`);
    return;
  }
  let addresses: dns.LookupAddress[];
  try {
    addresses = await dns.promises.lookup(host, { all: true });
  } catch {
    throw new PrivateAddressError(`${host}: geen adres`);
  }
  if (addresses.length === 0 || !addresses.every((a) => isPublicAddress(a.address))) {
    throw new PrivateAddressError(`${host} wijst naar een intern adres`);
  }
}
