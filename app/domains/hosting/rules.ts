import { domainToASCII, domainToUnicode } from "node:url";

// The rules of hosting many groups that hold without a database (ADR 0028).

/** A group's name in its address: 3-40 of a-z, 0-9 and '-', not starting or ending with '-' (a DNS label). */
export const SLUG_PATROON = /^(?=.{3,40}$)[a-z0-9]([a-z0-9-]*[a-z0-9])?$/;

/**
 * Names that belong to the installation, or that mail, web and DNS software look up on a domain by themselves (a mail
 * client's autoconfig, a browser's wpad, MTA-STS), never to a group: whoever held one could answer for the domain.
 */
export const GERESERVEERD = new Set([
  "www", "api", "admin", "beheer", "mail", "hosting", "hoster", "login", "logout", "smtp", "imap", "pop", "pop3", "ftp",
  "sftp", "ns", "dns", "mx", "webmail", "autoconfig", "autodiscover", "mta-sts", "wpad", "isatap", "lyncdiscover",
  "sip", "static", "assets", "cdn", "status", "app", "console", "localhost", "root", "support", "help", "info",
  "noreply", "no-reply", "postmaster", "hostmaster", "webmaster", "abuse", "security", "groepen", "aanvragen", "cpanel",
  "webdisk", "owa", "exchange", "vpn", "sso", "auth", "account", "accounts",
]);

/** Numbered servers (`ns3`, `www2`, `smtp1`) and anything about mail (`email`, `mail2`, `mailing`) are reserved too. */
const GERESERVEERD_PATROON = /^(?:(?:www|smtp|imap|pop3?|ftp|ns|dns|mx)\d+|e?-?mail.*)$/;

/** Whether a slug is a name a group may not have (GERESERVEERD). */
export function isGereserveerd(slug: string): boolean {
  return GERESERVEERD.has(slug) || GERESERVEERD_PATROON.test(slug);
}

/**
 * A label with '--' in its third and fourth place is reserved by IDNA: only `xn--` (punycode) is used, and a slug is
 * one only when it is valid punycode of Latin letters (with accents), digits and hyphens, and spells back exactly:
 * `xn--sint-pter-9db` is not valid, and `xn--80ak6aa92e` spells a brand in Cyrillic look-alike letters.
 */
export function isGeldigeIdnSlug(slug: string): boolean {
  if (slug.slice(2, 4) !== "--") return true;
  if (!slug.startsWith("xn--")) return false;
  const unicode = domainToUnicode(slug);
  if (!unicode || unicode === slug || domainToASCII(unicode) !== slug) return false;
  return /^[\p{Script=Latin}0-9-]+$/u.test(unicode);
}

/** How long a deleted group's folder is kept, to be brought back. */
export const BEWAARTERMIJN_MS = 30 * 24 * 60 * 60 * 1000;

/**
 * A host name exactly as it is asked for a certificate: lower case, a valid DNS name, no port, no trailing dot, no
 * spaces or other characters. Caddy asks for the name a browser sent, already in this form.
 */
export function isGenormaliseerdeHost(name: string): boolean {
  return /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/.test(name);
}

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
