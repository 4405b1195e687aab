// The rules of hosting many groups that hold without a database (ADR 0028).

/** A group's name in its address: 3-40 of a-z, 0-9 and '-', not starting or ending with '-' (a DNS label). */
export const SLUG_PATROON = /^(?=.{3,40}$)[a-z0-9]([a-z0-9-]*[a-z0-9])?$/;

/** Names that belong to the installation or to mail and DNS, never to a group. */
export const GERESERVEERD = new Set([
  "www", "api", "admin", "beheer", "mail", "hosting", "smtp", "imap", "pop", "pop3", "ftp", "ns1", "ns2", "dns",
  "webmail", "autoconfig", "autodiscover", "static", "assets", "cdn", "status", "app", "console", "localhost",
  "root", "support", "help", "info", "noreply", "no-reply", "postmaster", "abuse", "groepen", "aanvragen",
]);

/** How long a deleted group's folder is kept, to be brought back. */
export const BEWAARTERMIJN_MS = 30 * 24 * 60 * 60 * 1000;

/**
 * The group a host names: `{slug}.{domain}` gives the slug; the domain itself is the hoster's; anything else is looked
 * up among the groups' own domains by the caller. Ports and a trailing dot are ignored; hosts are case-insensitive.
 */
export function leesHost(host: string, domain: string): { soort: "hoster" } | { soort: "slug"; slug: string } | { soort: "ander"; host: string } {
  const name = host.trim().toLowerCase().replace(/:\d+$/, "").replace(/\.$/, "");
  if (name === domain) return { soort: "hoster" };
  const suffix = `.${domain}`;
  if (name.endsWith(suffix)) {
    const label = name.slice(0, -suffix.length);
    if (SLUG_PATROON.test(label)) return { soort: "slug", slug: label };
  }
  return { soort: "ander", host: name };
}
