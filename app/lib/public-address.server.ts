import dns from "node:dns";
import net from "node:net";

// Where the server may send a request that someone else chose the address of (a badge link typed by an admin, a push
// endpoint sent by an anonymous visitor): never its own machine, the local network, link-local metadata services, ...
// One list and one check for every such request. IPv4-mapped IPv6 is refused as a whole.
const PRIVATE = new net.BlockList();
for (const [address, prefix] of [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10],
  ["127.0.0.0", 8],
  ["169.254.0.0", 16],
  ["172.16.0.0", 12],
  ["192.0.0.0", 24],
  ["192.168.0.0", 16],
  ["198.18.0.0", 15],
  ["224.0.0.0", 3],
] as const) {
  PRIVATE.addSubnet(address, prefix, "ipv4");
}
for (const [address, prefix] of [
  ["::", 128],
  ["::1", 128],
  ["::ffff:0:0", 96],
  ["64:ff9b::", 96],
  ["fc00::", 7],
  ["fe80::", 10],
  ["ff00::", 8],
] as const) {
  PRIVATE.addSubnet(address, prefix, "ipv6");
}

/** Whether an address is not a public one (anything that is not an IP address counts as not public). */
export function isPrivateAddress(address: string): boolean {
  const family = net.isIP(address);
  return family === 0 || PRIVATE.check(address, family === 6 ? "ipv6" : "ipv4");
}

/** Refused because the address is not public: the message names the host, never more. */
export class PrivateAddressError extends Error {}

/** The host of a URL as `net` reads it (without the brackets of an IPv6 literal). */
export function urlHost(url: URL): string {
  return url.hostname.replace(/^\[|\]$/g, "");
}

/**
 * DNS lookup for http(s).request that refuses private addresses, so the address checked is the address connected to
 * (a second lookup could answer differently). `allowPrivate` lifts the check (tests on 127.0.0.1).
 */
export function guardedLookup(allowPrivate: boolean): net.LookupFunction {
  return (hostname, options, callback) => {
    dns.lookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, "", 0);
      const list = addresses as unknown as dns.LookupAddress[];
      if (!allowPrivate && list.some((a) => isPrivateAddress(a.address))) {
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
    if (isPrivateAddress(host)) throw new PrivateAddressError(`${host} is een intern adres`);
    return;
  }
  let addresses: dns.LookupAddress[];
  try {
    addresses = await dns.promises.lookup(host, { all: true });
  } catch {
    throw new PrivateAddressError(`${host}: geen adres`);
  }
  if (addresses.length === 0 || addresses.some((a) => isPrivateAddress(a.address))) {
    throw new PrivateAddressError(`${host} wijst naar een intern adres`);
  }
}
