import fs from "node:fs";
import path from "node:path";
import type { Client } from "@libsql/client";
import { eq, isNull } from "drizzle-orm";
import { drizzle, type LibSQLDatabase } from "drizzle-orm/libsql";
import { migrate } from "drizzle-orm/libsql/migrator";
import { hostedSiteUrl, hostingDomain, installationDataDir } from "~/config/env.server";
import { installationClient, migrationsFolder } from "~/db/client.server";
import { installationChanged } from "~/lib/replication.server";
import { createGroupContext, type GroupContext } from "~/group/context.server";
import * as schema from "~/domains/hosting/installatie-schema";
import { leesHost } from "~/domains/hosting/rules";

// The installation in hosting mode: its own small database (DATA_DIR/hosting.db) with the groups it serves, and in
// memory the index from a host to a group. This is the installation's state, not a group's: one per process.

export type HostingDb = LibSQLDatabase<typeof schema> & { $client: Client };

export interface GroepRegel {
  slug: string;
  naam: string;
  domeinen: string[];
  geschorst: boolean;
  aangemaakt: number;
  verwijderdOp: number | null;
}

interface Bekend {
  regel: GroepRegel;
  /** Made on the first request or job for the group, then kept while the group is served. */
  context?: GroupContext;
}

/** How the registry's groups are made ready and let go: given by the installation when it opens the registry. */
export interface GroupHooks {
  prepare: () => Promise<void>;
  whenUnused: () => void;
}

let db: HostingDb | undefined;
let hooks: GroupHooks | undefined;
const groepen = new Map<string, Bekend>();
const eigenDomeinen = new Map<string, string>();

/** The folder that holds every group's folder. */
export function groepenDir(): string {
  return path.join(installationDataDir(), "groepen");
}

/** The folder of one group: the same layout as a single-group DATA_DIR. */
export function groepDir(slug: string): string {
  return path.join(groepenDir(), slug);
}

/** Where a deleted group's folder waits for 30 days. */
export function verwijderdDir(slug: string): string {
  return path.join(installationDataDir(), "verwijderd", slug);
}

export function hostingDb(): HostingDb {
  if (!db) {
    fs.mkdirSync(installationDataDir(), { recursive: true });
    const client = installationClient(`file:${path.join(installationDataDir(), "hosting.db")}`, installationChanged);
    db = drizzle(client, { schema }) as HostingDb;
  }
  return db;
}

/** At start in hosting mode: the installation's database ready, and every group known by its hosts. */
export async function openRegistry(groupHooks: GroupHooks): Promise<void> {
  hooks = groupHooks;
  const database = hostingDb();
  await database.$client.execute("PRAGMA journal_mode = WAL");
  await migrate(database, { migrationsFolder: migrationsFolder("drizzle-hosting") });
  await herlaadGroepen();
}

/** Reads the groups and their domains into memory again (after every change the hoster makes). */
export async function herlaadGroepen(): Promise<void> {
  const database = hostingDb();
  const [rows, domeinen] = await Promise.all([database.select().from(schema.groep), database.select().from(schema.groepDomein)]);
  const perSlug = new Map<string, string[]>();
  for (const row of rows) perSlug.set(row.slug, JSON.parse(row.domeinen) as string[]);
  const seen = new Set<string>();
  for (const row of rows) {
    seen.add(row.slug);
    const regel: GroepRegel = { ...row, domeinen: perSlug.get(row.slug) ?? [] };
    const bekend = groepen.get(row.slug);
    if (bekend) {
      bekend.regel = regel;
      if (bekend.context) bekend.context.siteUrl = hostedSiteUrl(row.slug, regel.domeinen);
    } else groepen.set(row.slug, { regel });
  }
  for (const slug of groepen.keys()) if (!seen.has(slug)) groepen.delete(slug);
  eigenDomeinen.clear();
  for (const row of domeinen) eigenDomeinen.set(row.domein, row.slug);
}

/** Every group the installation knows (also the suspended and the deleted ones). */
export function alleGroepen(): GroepRegel[] {
  return [...groepen.values()].map((b) => b.regel).sort((a, b) => a.slug.localeCompare(b.slug));
}

export function groepRegel(slug: string): GroepRegel | undefined {
  return groepen.get(slug)?.regel;
}

/** The context a group is served with; made once (while the group is not deleted). */
export function groepContext(slug: string): GroupContext | undefined {
  const bekend = groepen.get(slug);
  if (!bekend || bekend.regel.verwijderdOp !== null) return undefined;
  bekend.context ??= createGroupContext({ slug, dataDir: groepDir(slug), siteUrl: hostedSiteUrl(slug, bekend.regel.domeinen), ...hooks });
  return bekend.context;
}

/** Forgets a group's context (deleted or replaced): the next use makes a new one, with fresh caches. */
export function vergeetContext(slug: string): GroupContext | undefined {
  const bekend = groepen.get(slug);
  const context = bekend?.context;
  if (bekend) bekend.context = undefined;
  return context;
}

/** The contexts made so far (groups served since the start). */
export function gemaakteContexten(): GroupContext[] {
  return [...groepen.values()].flatMap((b) => (b.context ? [b.context] : []));
}

export type HostKeuze = { soort: "hoster" } | { soort: "groep"; regel: GroepRegel } | { soort: "onbekend" };

/** What a request's host names: the hoster's own site, a group (served, suspended), or nothing. */
export function kiesHost(host: string): HostKeuze {
  const domain = hostingDomain();
  if (!domain) return { soort: "onbekend" };
  const gelezen = leesHost(host, domain);
  if (gelezen.soort === "hoster") return gelezen;
  const slug = gelezen.soort === "slug" ? gelezen.slug : eigenDomeinen.get(gelezen.host);
  const regel = slug === undefined ? undefined : groepen.get(slug)?.regel;
  if (!regel || regel.verwijderdOp !== null) return { soort: "onbekend" };
  return { soort: "groep", regel };
}

/** Whether a certificate may be asked for this host (Caddy's on-demand TLS): the hoster's domain or a served group. */
export function hostBekend(host: string): boolean {
  return kiesHost(host).soort !== "onbekend";
}

/** The slugs of the groups to serve (not deleted). */
export function actieveSlugs(): string[] {
  return alleGroepen()
    .filter((g) => g.verwijderdOp === null)
    .map((g) => g.slug);
}

/** Rows of the groups not deleted, straight from the database (for the hoster's API). */
export async function groepRijen() {
  return hostingDb().select().from(schema.groep).where(isNull(schema.groep.verwijderdOp));
}

export async function groepRij(slug: string) {
  const [row] = await hostingDb().select().from(schema.groep).where(eq(schema.groep.slug, slug));
  return row;
}

/** Closes the installation's database (at stop). */
export function closeRegistry(): void {
  db?.$client.close();
  db = undefined;
  hooks = undefined;
  groepen.clear();
  eigenDomeinen.clear();
}
