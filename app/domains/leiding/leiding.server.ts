import { asc, eq, inArray, sql } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { mediaUrl } from "~/domains/media/media";
import { tak } from "~/domains/takken/schema";
import { getTakBySlug } from "~/domains/takken/takken.server";
import { ALLE_LEIDING_SLUG, sortLeidingVoorTak, type Leider } from "./rules";
import { leiding, leidingTak, type LeidingRow } from "./schema";

/** The photo's URL, or null when the leader has none. */
export function leiderImageUrl(imagename: string | null): string | null {
  return imagename ? mediaUrl(imagename) : null;
}

/**
 * Who reads: the public (pages and the read API) sees a leader's photo and phone number only when the leader allows
 * it (My account); the admin panel sees what is stored.
 */
export type LeidingView = { admin?: boolean };

/** Rows to the API shape, with each leader's branch assignments (in leiding_tak order). */
async function withTakken(rows: LeidingRow[], view: LeidingView = {}): Promise<Leider[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const assignments = await getDb()
    .select({ leidingId: leidingTak.leidingId, tak_leiding_id: leidingTak.id, tak_id: tak.id, tak_name: tak.name })
    .from(leidingTak)
    .innerJoin(tak, eq(tak.id, leidingTak.takId))
    .where(inArray(leidingTak.leidingId, ids))
    .orderBy(asc(leidingTak.id));
  const byLeider = new Map<number, Leider["takken"]>();
  for (const a of assignments) {
    const list = byLeider.get(a.leidingId) ?? [];
    list.push({ tak_name: a.tak_name, tak_leiding_id: a.tak_leiding_id, tak_id: a.tak_id });
    byLeider.set(a.leidingId, list);
  }
  return rows.map((r) => {
    const imagename = view.admin || r.toonFoto ? r.imagename : null;
    return {
      id: r.id,
      name: r.name,
      tel: view.admin || r.toonTelefoon ? r.tel : "",
      imagename,
      imageUrl: leiderImageUrl(imagename),
      takken: byLeider.get(r.id) ?? [],
    };
  });
}

const byName = [asc(sql`lower(${leiding.name})`), asc(leiding.id)];

/** Every leader, by name. */
export async function listLeiding(view: LeidingView = {}): Promise<Leider[]> {
  return withTakken(await getDb().select().from(leiding).orderBy(...byName), view);
}

export async function getLeiding(id: number, view: LeidingView = {}): Promise<Leider | undefined> {
  const rows = await getDb().select().from(leiding).where(eq(leiding.id, id));
  return (await withTakken(rows, view))[0];
}

/** A leader's own consent choices, for My account. */
export async function getZichtbaarheid(id: number): Promise<{ toonFoto: boolean; toonTelefoon: boolean } | undefined> {
  const [row] = await getDb().select({ toonFoto: leiding.toonFoto, toonTelefoon: leiding.toonTelefoon }).from(leiding).where(eq(leiding.id, id));
  return row;
}

/**
 * The leaders a branch page shows, in its order (branch leaders first). The branch name is matched
 * case-insensitively; 'leiding' lists every leader in branch order. Undefined when the branch does not exist.
 */
export async function listLeidingByTak(branchName: string): Promise<Leider[] | undefined> {
  const slug = branchName.trim().toLowerCase();
  const found = await getTakBySlug(slug);
  if (!found) return undefined;
  if (slug === ALLE_LEIDING_SLUG) return sortLeidingVoorTak(slug, await listLeiding());
  const members = getDb().select({ id: leidingTak.leidingId }).from(leidingTak).where(eq(leidingTak.takId, found.id));
  const rows = await getDb()
    .select()
    .from(leiding)
    .where(inArray(leiding.id, members))
    .orderBy(...byName);
  return sortLeidingVoorTak(slug, await withTakken(rows));
}

/** The specification's lightweight list "without images": every leader with their takken, no photo fields. */
export async function listLeidingZonderImage(): Promise<Omit<Leider, "imagename" | "imageUrl">[]> {
  return (await listLeiding()).map(({ imagename: _imagename, imageUrl: _imageUrl, ...rest }) => rest);
}
