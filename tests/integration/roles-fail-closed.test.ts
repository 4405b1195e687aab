// Issue 26: the roles fail closed. Every exported domain write, called in a request without an account, refuses
// (401 or 403) and changes nothing. The writes are found, not listed: every export of every
// app/domains/*/mutations.server.ts, plus every other domain module that opens a write of its own. A new write is
// therefore in this table the moment it exists, and fails here when it forgets its check. What may run without an
// account is named below, each with its reason; so is what writes outside a request (start-up, jobs: the system).
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { loadDemoContent } from "~/demo/seed.server";
import { runAsRequest, runAsSystem } from "~/domains/auth/actor.server";
import { requireBeheerder } from "~/domains/auth/permissions.server";
import { InputError } from "~/lib/errors";
import { prepareAdminDb } from "../helpers/admin";
import { withTempDataDir } from "../helpers/temp-data";

withTempDataDir();

const DOMAINS = path.resolve("app/domains");

/** A module writes on its own when it opens a transaction or writes through getDb(); a helper given a `tx` does not. */
const OWN_WRITE = /\btransaction\(|\bgetDb\(\)\s*\.\s*(insert|update|delete)\b|\bdb\s*\.\s*(insert|update|delete)\b|\.execute\(/;

/** Modules that write, but never for a request's account: each runs as the system or is checked otherwise. */
const INFRASTRUCTURE: Record<string, string> = {
  "audit/audit.server.ts": "the log's own rows (inside each write's transaction) and the start-up sweep of old rows",
  "auth/session.server.ts": "sessions and tokens: login and logout, which a password or a session proves, not a role",
  "auth/secrets.server.ts": "start-up: the owner account and the secrets",
  "fotos/opruimen.server.ts": "the daily clean-up of old albums ('Albums bewaren'), a job that runs as the system",
  "meldingen/archief.server.ts": "the archive of the tak pages: written by the planning job's transactions (given the tx), cleaned by the same job (the system)",
  "afmeldingen/lijst.server.ts": "the absences' job (the lists to the takken, the removal of names): runs as the system, and its writes check that",
  "meldingen/wijziging.server.ts":
    "the parents' messages' job (the system) turns waiting changes into outbox rows, and its planTransactie is the weekly message's and the evening reminder's; an activity's write notes its change in its own transaction (given the tx)",
  "instellingen/instellingen.server.ts": "start-up: the starting settings; the group's changes go through instellingen/mutations.server.ts",
  "outbox/outbox.server.ts": "the outbox's rows: queued inside the caller's checked transaction (given the tx), claimed and recorded by the worker (the system)",
  "outbox/worker.server.ts": "the outbox worker, a job that runs as the system (also when a request wakes it)",
  "outbox/mail-cap.server.ts": "the daily mail caps: counted by the public writes that mail (sign-ups, reset), pruned by the outbox worker",
  "nieuws/facebook.server.ts": "the Facebook sync, a job that runs as the system (also when 'Vernieuwen' starts it)",
  "takken/basis.server.ts": "start-up: the nine takken",
  "verzendingen/verzendingen.server.ts":
    "a create's key (issue 52): claimed inside the caller's own checked write (app/db/claim.server.ts), its answer stored after it; without a write, nothing",
  // Hosting mode (issue 37): the hoster's work on the installation, never a group's account. The routes check
  // HOSTING_TOKEN or the console's session first (hosting/toegang.server.ts); a group's own writes inside (its first
  // Beheerder's invitation, its starting name) run as that group's system.
  "hosting/groepen.server.ts": "the hoster's work on the groups, behind HOSTING_TOKEN or the console's session",
  "hosting/aanvragen.server.ts": "the front door's requests (public, rate-limited) and the hoster's answer to them (console)",
  "hosting/toegang.server.ts": "the console's login: HOSTING_PASSWORD is the proof",
  "hosting/terugzetten.server.ts": "the hoster's restores and rebuilds from the bucket (issue 48), behind HOSTING_TOKEN, the console's session or the machine's shell",
};

/** Writes a visitor makes without an account, on purpose. */
const PUBLIC_WRITES: Record<string, string> = {
  "contact/mutations.server.ts:storeContactMessage": "the contact form",
  "nieuwsbrief/mutations.server.ts:subscribe": "the newsletter sign-up (double opt-in)",
  "nieuwsbrief/mutations.server.ts:confirmSubscription": "the confirmation link's button",
  "nieuwsbrief/mutations.server.ts:unsubscribe": "the unsubscribe link's button and one-click unsubscribe",
  "auth/accounts.server.ts:requestPasswordReset": "'Wachtwoord vergeten?' (rate-limited, the same answer for any address)",
  "auth/accounts.server.ts:setPasswordWithLink": "accepting an invitation or a reset link: the single-use link is the proof",
  "meldingen/mutations.server.ts:schrijfIn": "a parent's sign-up for messages (double opt-in, rate-limited per client and address)",
  "meldingen/mutations.server.ts:bevestig": "the confirmation link's button: the single-use link is the proof",
  "meldingen/mutations.server.ts:wijzigTakken": "the manage link of every mail: the link is the proof",
  "meldingen/mutations.server.ts:zetGepauzeerd": "the manage link: pausing and resuming",
  "meldingen/mutations.server.ts:schrijfUit": "the manage link's and one-click unsubscribe",
  "meldingen/mutations.server.ts:pushInschrijven": "'Meldingen op dit toestel': the browser's permission is the opt-in (rate-limited)",
  "meldingen/mutations.server.ts:pushUitschrijven": "a browser ends its own push subscription (it knows the endpoint)",
  "afmeldingen/mutations.server.ts:meldAf": "a parent's 'Afmelden' for an activity, without an account (rate-limited per client address, honeypot)",
  "afmeldingen/mutations.server.ts:trekIn": "the mail's 'Toch aanwezig': the link's token is the proof",
  "inschrijvingen/mutations.server.ts:schrijfIn": "a parent's 'Inschrijven' for an activity, without an account (rate-limited per client address, honeypot)",
  "inschrijvingen/mutations.server.ts:annuleer": "the mail's 'Inschrijving annuleren': the link's token is the proof",
  "fotos/mutations.server.ts:vraagVerwijdering": "a parent's 'Vraag verwijdering aan': the parents' link of the album's tak is the proof (rate-limited)",
};

/** Exports of write modules that change nothing stored. */
const NOT_WRITES: Record<string, string> = {
  "auth/accounts.server.ts:listAccounts": "read",
  "auth/accounts.server.ts:findLink": "read",
  "auth/accounts.server.ts:accountsVoor": "read (of the accounts this actor may change)",
  "auth/accounts.server.ts:accountOmTeBewerken": "read (of one account this actor may change)",
  "activiteiten/documenten.server.ts:documentTitel": "pure: a document's title from the form or the file's name",
  "activiteiten/documenten.server.ts:writeDocumentFile": "only a file, for storeKampDocument (which checks) and the demo (the system)",
  "fotos/mutations.server.ts:listVerzoeken": "read",
  "afmeldingen/mutations.server.ts:vindIntrekking": "read: what a 'Toch aanwezig' link is for",
  "inschrijvingen/mutations.server.ts:vindAnnulering": "read: what an 'Inschrijving annuleren' link is for",
  "activiteiten/mutations.server.ts:staten": "read: activities' states for the cache tags of a write",
  "fotos/toegang.server.ts:linkUrl": "pure: a token's address",
  "fotos/toegang.server.ts:openLink": "read: whether a parents' link is this year's current one (the cookie is the answer's)",
  "fotos/toegang.server.ts:toegangVan": "read: what the visitor's cookies open",
};

/** Ids of rows the fixture made, for the writes that look their row up before they can check who may change it. */
const rows = { activiteit: 0, leiding: 0, leidingTak: 0, kamp: 0, kampDocument: 0, album: 0, foto: 0, verzoek: 0 };

/**
 * Arguments that bring a write to its check, for the writes that need them (the others are called with none). A write
 * whose check needs its row (which takken an activity belongs to) gets a row that exists.
 */
const ARGS: Record<string, () => unknown[]> = {
  "activiteiten/mutations.server.ts:createActiviteit": () => [{ titel: "Bosspel", takken: ["welpen"], start: Date.now() }],
  "activiteiten/mutations.server.ts:createReeks": () => [{ titel: "Vergadering", takken: ["welpen"], dagen: ["2030-01-05"] }],
  "activiteiten/mutations.server.ts:updateActiviteit": () => [rows.activiteit, { titel: "Bosspel", takken: ["welpen"], start: Date.now() }],
  "activiteiten/mutations.server.ts:deleteActiviteit": () => [rows.activiteit],
  "activiteiten/mutations.server.ts:setAfgelast": () => [rows.activiteit, true, "Storm"],
  "leiding/mutations.server.ts:createLeiding": () => [{ name: "Nieuw", tel: "0470", functie: 1 }, Buffer.from("")],
  "leiding/mutations.server.ts:updateLeiding": () => [rows.leiding, { name: "Anders" }, undefined],
  "leiding/mutations.server.ts:addLeidingTak": () => [{ leiding_id: rows.leiding, tak_id: 2 }],
  "leiding/mutations.server.ts:updateLeidingTak": () => [rows.leidingTak, { tak_id: 2 }],
  "leiding/mutations.server.ts:deleteLeidingTak": () => [rows.leidingTak],
  "activiteiten/mutations.server.ts:existingActiviteit": () => [getDb(), rows.activiteit],
  "activiteiten/mutations.server.ts:requireEigenActiviteit": () => [getDb(), rows.activiteit, "vervangenDoor"],
  "activiteiten/documenten.server.ts:storeKampDocument": () => [rows.kamp, Buffer.from("%PDF-1.4\n"), "Medische fiche"],
  "activiteiten/documenten.server.ts:deleteKampDocument": () => [rows.kamp, rows.kampDocument],
  "takken/mutations.server.ts:updateTak": () => [2, { beschrijving: "Anders" }],
  "fotos/mutations.server.ts:createAlbum": () => [{ titel: "Weekend", tak: "welpen", datum: "2026-11-14", activiteit: null }],
  "fotos/mutations.server.ts:deleteAlbum": () => [rows.album],
  "fotos/mutations.server.ts:checkUpload": () => [rows.album],
  "fotos/mutations.server.ts:voegFotoToe": () => [rows.album, path.join(os.tmpdir(), "geen-foto.jpg")],
  "fotos/mutations.server.ts:deleteFoto": () => [rows.foto],
  "fotos/mutations.server.ts:wijsVerzoekAf": () => [rows.verzoek],
  "fotos/mutations.server.ts:voerVerzoekUit": () => [rows.verzoek],
  "fotos/toegang.server.ts:huidigeLinks": () => [[2]],
};

type Write = { key: string; call: (...args: unknown[]) => unknown };

/** Every domain module that writes for a request: the mutations modules and any other module with a write of its own. */
function writeModules(): string[] {
  const found: string[] = [];
  for (const domain of fs.readdirSync(DOMAINS).sort()) {
    for (const file of fs.readdirSync(path.join(DOMAINS, domain)).sort()) {
      if (!file.endsWith(".server.ts")) continue;
      const name = `${domain}/${file}`;
      const source = fs.readFileSync(path.join(DOMAINS, name), "utf8");
      if (file === "mutations.server.ts" || (OWN_WRITE.test(source) && !(name in INFRASTRUCTURE))) found.push(name);
    }
  }
  return found;
}

async function allWrites(): Promise<{ writes: Write[]; publicWrites: string[]; exported: Set<string> }> {
  const writes: Write[] = [];
  const publicWrites: string[] = [];
  const exported = new Set<string>();
  for (const name of writeModules()) {
    const module = (await import(/* @vite-ignore */ path.join(DOMAINS, name))) as Record<string, unknown>;
    for (const [exportName, value] of Object.entries(module)) {
      if (typeof value !== "function") continue;
      const key = `${name}:${exportName}`;
      exported.add(key);
      if (key in NOT_WRITES) continue;
      if (key in PUBLIC_WRITES) publicWrites.push(key);
      else writes.push({ key, call: value as Write["call"] });
    }
  }
  return { writes, publicWrites, exported };
}

const { writes, publicWrites, exported } = await allWrites();

/** Everything stored, as one hash: a refused write must leave it as it was. */
async function fingerprint(): Promise<string> {
  const client = getDb().$client;
  const tables = await client.execute("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name");
  const hash = crypto.createHash("sha256");
  for (const { name } of tables.rows) {
    const content = await client.execute(`SELECT * FROM "${String(name)}" ORDER BY rowid`);
    hash.update(`${String(name)}:${JSON.stringify(content.rows)}`);
  }
  return hash.digest("hex");
}

/** What a call without an account did: the refusal's status, or how it failed otherwise. */
async function asVisitor(write: Write): Promise<string> {
  const args = ARGS[write.key]?.() ?? [];
  try {
    await runAsRequest(() => write.call(...args));
    return "it succeeded";
  } catch (error) {
    if (error instanceof InputError) return `InputError ${error.status}: ${error.message}`;
    return `it threw before any check: ${error instanceof Error ? error.message : String(error)}`;
  }
}

beforeAll(async () => {
  await prepareAdminDb();
  await loadDemoContent();
  const client = getDb().$client;
  const first = async (sql: string) => Number((await client.execute(sql)).rows[0]?.[0]);
  rows.activiteit = await first("SELECT a.id FROM activiteit a JOIN activiteit_tak t ON t.activiteit_id = a.id ORDER BY a.id LIMIT 1");
  rows.leidingTak = await first("SELECT id FROM leiding_tak ORDER BY id DESC LIMIT 1");
  rows.leiding = await first(`SELECT leiding_id FROM leiding_tak WHERE id = ${rows.leidingTak}`);
  // The demo's camps have a kampboekje each.
  rows.kampDocument = await first("SELECT id FROM kamp_document ORDER BY id LIMIT 1");
  rows.kamp = await first(`SELECT activiteit_id FROM kamp_document WHERE id = ${rows.kampDocument}`);
  // An album of the Welpen with one photo and a parent's removal request, as the fixture's rows (files are not needed).
  const now = Date.now();
  rows.album = await first(`INSERT INTO album (titel, tak_id, datum, created_at) VALUES ('Weekend', 2, '2026-11-14', ${now}) RETURNING id`);
  rows.foto = await first(`INSERT INTO foto (album_id, bestand, breedte, hoogte, created_at) VALUES (${rows.album}, 'abc', 800, 600, ${now}) RETURNING id`);
  rows.verzoek = await first(`INSERT INTO foto_verwijderverzoek (foto_id, reden, created_at) VALUES (${rows.foto}, 'Graag weg', ${now}) RETURNING id`);
});

describe("a request without an account", () => {
  it("finds the writes: every mutations module, and the other modules that write are named", () => {
    expect(writes.length).toBeGreaterThan(30);
    expect(writes.map((w) => w.key)).toEqual(expect.arrayContaining(["auth/accounts.server.ts:inviteAccount", "takken/mutations.server.ts:storeBoekje"]));
    // The lists name what exists, so none of them hides a renamed write.
    for (const key of [...Object.keys(PUBLIC_WRITES), ...Object.keys(NOT_WRITES), ...Object.keys(ARGS)]) expect(exported, key).toContain(key);
    for (const name of Object.keys(INFRASTRUCTURE)) expect(fs.readFileSync(path.join(DOMAINS, name), "utf8"), name).toMatch(OWN_WRITE);
  });

  it.each(writes.map((w) => [w.key, w] as const))("is refused by %s, and nothing changes", async (_key, write) => {
    const before = await fingerprint();
    const outcome = await asVisitor(write);
    expect(outcome, "a write checks the account first; give it ARGS here if it needs a row to reach its check").toMatch(/^InputError 40[13]:/);
    expect(await fingerprint()).toBe(before);
  });

  it("may make the public writes", async () => {
    expect(publicWrites.sort()).toEqual(Object.keys(PUBLIC_WRITES).sort());
    const { storeContactMessage } = await import("~/domains/contact/mutations.server");
    const { subscribe, unsubscribe } = await import("~/domains/nieuwsbrief/mutations.server");
    const { requestPasswordReset } = await import("~/domains/auth/accounts.server");
    await runAsRequest(async () => {
      const message = { name: "Bezoeker", email: "bezoeker@example.com", category: "algemeen", subject: "Vraag", message: "Wanneer is het kamp?" };
      expect((await storeContactMessage(message as never)).id).toBeGreaterThan(0);
      expect(await subscribe({ email: "lezer@example.com" })).toEqual({ mail: expect.any(Promise) });
      expect(await unsubscribe("0".repeat(32))).toBeNull();
      const { schrijfIn, schrijfUit } = await import("~/domains/meldingen/mutations.server");
      expect(await schrijfIn({ email: "ouder@example.com", takken: ["welpen"], herinnering: true }, { mailen: false })).toBe(false);
      expect(await schrijfUit("0".repeat(43))).toBeNull();
      const reset = await requestPasswordReset("niemand@example.com", "192.0.2.9");
      await expect(reset.mail).resolves.toBeUndefined();
    });
  });
});

describe("outside a request", () => {
  it("nobody may write, unless the code runs as the system", async () => {
    expect(() => requireBeheerder()).toThrow(InputError);
    expect(runAsSystem(() => requireBeheerder())).toBeUndefined();
    const { clearMededeling } = await import("~/domains/mededeling/mutations.server");
    await expect(clearMededeling()).rejects.toMatchObject({ status: 401 });
    await expect(runAsSystem(() => clearMededeling())).resolves.toBeUndefined();
  });
});
