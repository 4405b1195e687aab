import crypto from "node:crypto";
import { and, asc, eq, gt, inArray, isNull } from "drizzle-orm";
import type { SendMailOptions } from "nodemailer";
import { siteUrl } from "~/group/context.server";
import { getInstellingen, metGroepsAdres } from "~/domains/instellingen/instellingen.server";
import { getDb, transaction, type Tx } from "~/db/client.server";
import { changesNoPublicPage } from "~/db/tags.server";
import { recordAudit } from "~/domains/audit/audit.server";
import { createMailCap } from "~/domains/outbox/mail-cap.server";
import { leiding } from "~/domains/leiding/schema";
import { isPublicTak, ROL } from "~/domains/takken/rules";
import { tak } from "~/domains/takken/schema";
import { InputError } from "~/lib/errors";
import { logger } from "~/lib/logger.server";
import { getMailTransport, mailSender } from "~/lib/mail.server";
import { absoluteUrl } from "~/lib/meta";
import { currentActor } from "./actor.server";
import { LINK_INVALID, NO_ACCESS } from "./messages";
import { checkNewPassword, hashPassword, verifyPassword } from "./passwords.server";
import { isBeheerder, requireAccount, requireBeheerder } from "./permissions.server";
import { takeResetRequest } from "./rate-limit.server";
import { account, accountTak, authLink, type Rol } from "./schema";
import { hashSessionId } from "./secrets.server";
import { createSession, endSession, endSessions } from "./session.server";
import { TAK_NODIG, type AccountInput, type AccountWijzigingInput } from "./validation";
import type { Actor } from "./actor.server";
import { now as clockNow } from "~/lib/clock.server";

export const INVITATION_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;
export const RESET_LIFETIME_MS = 60 * 60 * 1000;
export const EMAIL_TAKEN = "Er bestaat al een account met dit e-mailadres.";
export const ACCOUNT_NOT_FOUND = "Dit account bestaat niet.";


type LinkSoort = "uitnodiging" | "reset";

export interface AccountView {
  id: number;
  naam: string;
  email: string | null;
  rol: Rol;
  eigenaar: boolean;
  actief: boolean;
  /** Invited, but no password set yet. */
  uitgenodigd: boolean;
  takken: string[];
  lastLoginAt: number | null;
}

export async function listAccounts(): Promise<AccountView[]> {
  const db = getDb();
  const rows = await db.select().from(account).orderBy(asc(account.naam));
  const links = await db.select({ accountId: accountTak.accountId, name: tak.name }).from(accountTak).innerJoin(tak, eq(tak.id, accountTak.takId)).orderBy(asc(tak.id));
  return rows.map((row) => ({
    id: row.id,
    naam: row.naam,
    email: row.email,
    rol: row.rol,
    eigenaar: row.eigenaar,
    actief: row.actief,
    uitgenodigd: !row.eigenaar && row.passwordHash === null,
    takken: links.filter((l) => l.accountId === row.id).map((l) => l.name),
    lastLoginAt: row.lastLoginAt,
  }));
}

/** A new single-use link; earlier unused links of the same kind for this account stop working. */
async function newLink(tx: Tx, accountId: number, soort: LinkSoort, now: number): Promise<string> {
  const token = crypto.randomBytes(32).toString("base64url");
  await tx.delete(authLink).where(and(eq(authLink.accountId, accountId), eq(authLink.soort, soort)));
  await tx.insert(authLink).values({
    tokenHash: hashSessionId(token),
    accountId,
    soort,
    createdAt: now,
    expiresAt: now + (soort === "uitnodiging" ? INVITATION_LIFETIME_MS : RESET_LIFETIME_MS),
  });
  return token;
}

function linkUrl(soort: LinkSoort, token: string): string {
  return absoluteUrl(soort === "uitnodiging" ? `/admin/uitnodiging/${token}` : `/admin/wachtwoord/${token}`, siteUrl());
}

function linkMail(soort: LinkSoort, to: { naam: string; email: string }, url: string, groepsnaam: string): SendMailOptions {
  const lines =
    soort === "uitnodiging"
      ? [
          `Dag ${to.naam},`,
          "",
          `Je bent uitgenodigd voor het beheer van de website van ${groepsnaam}.`,
          "Kies je wachtwoord via deze link (hij werkt één keer, 7 dagen lang):",
        ]
      : [
          `Dag ${to.naam},`,
          "",
          `Er werd een nieuw wachtwoord gevraagd voor je account op de website van ${groepsnaam}.`,
          "Kies een nieuw wachtwoord via deze link (hij werkt één keer, één uur lang):",
        ];
  return {
    from: mailSender(groepsnaam),
    to: to.email,
    subject: soort === "uitnodiging" ? `Uitnodiging voor het beheer van ${groepsnaam}` : `Nieuw wachtwoord voor ${groepsnaam}`,
    text: [...lines, "", url, "", soort === "reset" ? "Heb je dit niet zelf gevraagd? Dan hoef je niets te doen." : "", "Groetjes,", `De leiding van ${groepsnaam}`].join("\n"),
  };
}

/** Mails a link; answers false when there is no SMTP or the send failed (the caller then shows the link itself). */
async function mailLink(soort: LinkSoort, to: { naam: string; email: string }, url: string): Promise<boolean> {
  const transport = await getMailTransport();
  if (!transport) return false;
  try {
    await transport.sendMail(await metGroepsAdres(linkMail(soort, to, url, (await getInstellingen()).groep.naam)));
    return true;
  } catch (error) {
    logger.error({ error: error instanceof Error ? error.message : String(error), soort }, "Accounts: mail met link mislukt");
    return false;
  }
}

export interface InvitationResult {
  id: number;
  naam: string;
  email: string;
  /** The link to pass on by hand, when it could not be mailed (no SMTP); null when it was mailed. */
  link: string | null;
  /** The link itself, mailed or not (the hoster's API answers it). */
  url: string;
}

export const TAKLEIDING_IS_ROL = "Takleiding is een rol, geen tak: kies de takken die deze takleiding beheert.";

/** Every tak must exist and be a real tak: 'Takleiding' is the role, not a tak an account can hold. */
async function assertTakkenExist(tx: Tx, takIds: readonly number[]): Promise<void> {
  if (!takIds.length) return;
  const found = await tx.select({ id: tak.id, soort: tak.soort, gestoptOp: tak.gestoptOp }).from(tak).where(inArray(tak.id, [...takIds]));
  if (found.length !== takIds.length) throw new InputError("Deze tak bestaat niet.", 400, { takken: "Deze tak bestaat niet." });
  if (found.some((t) => t.soort === ROL)) throw new InputError(TAKLEIDING_IS_ROL, 400, { takken: TAKLEIDING_IS_ROL });
  if (!found.every(isPublicTak)) throw new InputError("Deze tak is gestopt.", 400, { takken: "Deze tak is gestopt." });
}

/** 'Uitnodiging Versturen': the account is made without a password, and a 7-day link goes out to set one. */
export async function inviteAccount(input: AccountInput, now: number = clockNow()): Promise<InvitationResult> {
  requireBeheerder();
  const { id, token } = await transaction(async (tx) => {
    changesNoPublicPage();
    const [taken] = await tx.select({ id: account.id }).from(account).where(eq(account.email, input.email));
    if (taken) throw new InputError(EMAIL_TAKEN, 409, { email: EMAIL_TAKEN });
    if (input.leidingId !== undefined) {
      const [leider] = await tx.select({ id: leiding.id }).from(leiding).where(eq(leiding.id, input.leidingId));
      if (!leider) throw new InputError("Deze leiding bestaat niet.", 400, { leidingId: "Deze leiding bestaat niet." });
    }
    const takIds = input.rol === "takleiding" ? [...new Set(input.takken)] : [];
    await assertTakkenExist(tx, takIds);
    const [row] = await tx
      .insert(account)
      .values({ naam: input.naam, email: input.email, rol: input.rol, leidingId: input.leidingId ?? null, createdAt: now })
      .returning({ id: account.id });
    if (!row) throw new Error("insert account returned nothing");
    if (takIds.length) await tx.insert(accountTak).values(takIds.map((takId) => ({ accountId: row.id, takId })));
    await recordAudit(tx, { action: "account.create", entity: "account", entityId: row.id, detail: `${input.naam} (${input.rol})` });
    return { id: row.id, token: await newLink(tx, row.id, "uitnodiging", now) };
  });
  const url = linkUrl("uitnodiging", token);
  return { id, naam: input.naam, email: input.email, link: (await mailLink("uitnodiging", { naam: input.naam, email: input.email }, url)) ? null : url, url };
}

/**
 * The accounts a Takleiding may change (only their takken on it): other Takleiding accounts that hold one of their
 * takken, as a leader of their tak is theirs in decision 0015. The Beheerder changes every personal account.
 */
function magWijzigen(actor: Actor, row: { id: number; rol: Rol; eigenaar: boolean }, takken: readonly number[]): boolean {
  if (row.eigenaar) return false;
  if (isBeheerder(actor)) return true;
  return row.rol === "takleiding" && row.id !== actor.accountId && takken.some((t) => actor.takken.includes(t));
}

/** The accounts this actor sees in 'Accounts': all for the Beheerder, those they may change for a Takleiding. */
export async function accountsVoor(actor: Actor): Promise<AccountView[]> {
  const accounts = await listAccounts();
  if (isBeheerder(actor)) return accounts;
  const takIds = new Map((await getDb().select({ id: tak.id, name: tak.name }).from(tak)).map((t) => [t.name, t.id]));
  return accounts.filter((a) => magWijzigen(actor, a, a.takken.map((name) => takIds.get(name)!)));
}

export interface AccountBewerken {
  id: number;
  naam: string;
  email: string | null;
  rol: Rol;
  takken: number[];
  leidingId: number | null;
}

/** One account as 'Account bewerken' shows it, when this actor may change it (else null: 404 or 403 for the page). */
export async function accountOmTeBewerken(id: number, actor: Actor): Promise<AccountBewerken | "geen-toegang" | null> {
  const db = getDb();
  const [row] = await db.select().from(account).where(eq(account.id, id));
  if (!row) return null;
  const takken = (await db.select({ takId: accountTak.takId }).from(accountTak).where(eq(accountTak.accountId, id))).map((t) => t.takId);
  if (!magWijzigen(actor, row, takken)) return "geen-toegang";
  return { id: row.id, naam: row.naam, email: row.email, rol: row.rol, takken, leidingId: row.leidingId };
}

/**
 * 'Account bewerken': the Beheerder changes an account's role, takken, name and leader after its invitation; a
 * Takleiding adds or removes only their own takken on an account of their takken (the others stay). The change is in
 * force at the account's next request (its role is read anew every time), with a line in the Logboek.
 */
export async function wijzigAccount(id: number, input: AccountWijzigingInput): Promise<void> {
  const actor = requireAccount();
  await transaction(async (tx) => {
    changesNoPublicPage();
    const [row] = await tx.select().from(account).where(eq(account.id, id));
    if (!row) throw new InputError(ACCOUNT_NOT_FOUND, 404);
    const huidige = (await tx.select({ takId: accountTak.takId }).from(accountTak).where(eq(accountTak.accountId, id))).map((t) => t.takId);
    if (!magWijzigen(actor, row, huidige)) throw new InputError(NO_ACCESS, 403);
    const gevraagd = [...new Set(input.takken)];
    let { naam, rol, leidingId } = row;
    let takken: number[];
    if (isBeheerder(actor)) {
      naam = input.naam ?? naam;
      rol = input.rol ?? rol;
      leidingId = input.leidingId ?? null;
      if (id === actor.accountId && rol !== row.rol) throw new InputError("Je kan je eigen rol niet wijzigen.", 400, { rol: "Je kan je eigen rol niet wijzigen." });
      takken = rol === "beheerder" ? [] : gevraagd;
    } else {
      // A Takleiding: never another role, never another tak than their own; the account's other takken stay.
      if ((input.rol ?? "takleiding") !== "takleiding" || !gevraagd.every((t) => actor.takken.includes(t))) throw new InputError(NO_ACCESS, 403);
      takken = [...huidige.filter((t) => !actor.takken.includes(t)), ...gevraagd];
    }
    if (rol === "takleiding" && takken.length === 0) throw new InputError(TAK_NODIG, 400, { takken: TAK_NODIG });
    await assertTakkenExist(tx, takken);
    if (leidingId !== row.leidingId && leidingId !== null) {
      const [leider] = await tx.select({ id: leiding.id }).from(leiding).where(eq(leiding.id, leidingId));
      if (!leider) throw new InputError("Deze leiding bestaat niet.", 400, { leidingId: "Deze leiding bestaat niet." });
    }
    await tx.update(account).set({ naam, rol, leidingId }).where(eq(account.id, id));
    await tx.delete(accountTak).where(eq(accountTak.accountId, id));
    if (takken.length) await tx.insert(accountTak).values(takken.map((takId) => ({ accountId: id, takId })));
    const namen = new Map((await tx.select({ id: tak.id, name: tak.name }).from(tak)).map((t) => [t.id, t.name]));
    const lijst = (ids: readonly number[]) => (ids.length ? [...ids].sort((a, b) => a - b).map((t) => namen.get(t)).join(", ") : "alle");
    const detail = [
      naam !== row.naam && `naam: ${row.naam} → ${naam}`,
      rol !== row.rol && `rol: ${row.rol} → ${rol}`,
      lijst(huidige) !== lijst(takken) && `takken: ${lijst(huidige)} → ${lijst(takken)}`,
      leidingId !== row.leidingId && "leiding gekoppeld",
    ].filter(Boolean);
    await recordAudit(tx, { action: "account.update", entity: "account", entityId: id, detail: `${naam}: ${detail.join("; ") || "geen wijziging"}` });
  });
}

async function personalAccount(tx: Tx, id: number) {
  const [row] = await tx.select().from(account).where(eq(account.id, id));
  if (!row) throw new InputError(ACCOUNT_NOT_FOUND, 404);
  if (row.eigenaar) throw new InputError("Het account Beheerder hoort bij ADMIN_PASSWORD en wordt in de configuratie beheerd.", 400);
  return row;
}

/** 'Opnieuw uitnodigen': a fresh 7-day link; the earlier one stops working. */
export async function reinviteAccount(id: number, now: number = clockNow()): Promise<InvitationResult> {
  requireBeheerder();
  const { row, token } = await transaction(async (tx) => {
    changesNoPublicPage();
    const row = await personalAccount(tx, id);
    await recordAudit(tx, { action: "account.reinvite", entity: "account", entityId: id, detail: row.naam });
    return { row, token: await newLink(tx, id, "uitnodiging", now) };
  });
  const url = linkUrl("uitnodiging", token);
  return { id, naam: row.naam, email: row.email!, link: (await mailLink("uitnodiging", { naam: row.naam, email: row.email! }, url)) ? null : url, url };
}

/** 'Deactiveren': the account can no longer log in, and its sessions, tokens and links end at once. */
export async function deactivateAccount(id: number): Promise<void> {
  requireBeheerder();
  if (id === currentActor()?.accountId) throw new InputError("Je kan je eigen account niet deactiveren.", 400);
  await transaction(async (tx) => {
    changesNoPublicPage();
    const row = await personalAccount(tx, id);
    await tx.update(account).set({ actief: false }).where(eq(account.id, id));
    await endSessions(id, { db: tx });
    await tx.delete(authLink).where(eq(authLink.accountId, id));
    await recordAudit(tx, { action: "account.deactivate", entity: "account", entityId: id, detail: row.naam });
  });
}

/** The account behind a live, unused link of this kind, or null (unknown, used or expired). */
export async function findLink(token: string, soort: LinkSoort, now: number = clockNow()): Promise<{ naam: string; email: string } | null> {
  if (!token || token.length > 200) return null;
  const [row] = await getDb()
    .select({ naam: account.naam, email: account.email })
    .from(authLink)
    .innerJoin(account, eq(account.id, authLink.accountId))
    .where(and(eq(authLink.tokenHash, hashSessionId(token)), eq(authLink.soort, soort), isNull(authLink.usedAt), gt(authLink.expiresAt, now)));
  return row && row.email ? { naam: row.naam, email: row.email } : null;
}

/**
 * 'Wachtwoord Instellen' through an invitation or reset link: the link is used up in the same transaction that sets
 * the password, so two posts of one link cannot both succeed. Every earlier session of the account ends, and a new
 * browser session starts: the leader is logged in at once (returns its id for the cookie).
 */
export async function setPasswordWithLink(
  token: string,
  soort: LinkSoort,
  password: string,
  repeat: string,
  userAgent = "",
  now: number = clockNow(),
): Promise<{ sessionId: string }> {
  await checkNewPassword(password, repeat);
  const hash = await hashPassword(password);
  const accountId = await transaction(async (tx) => {
    changesNoPublicPage();
    if (!token || token.length > 200) throw new InputError(LINK_INVALID, 404);
    const [link] = await tx
      .update(authLink)
      .set({ usedAt: now })
      .where(and(eq(authLink.tokenHash, hashSessionId(token)), eq(authLink.soort, soort), isNull(authLink.usedAt), gt(authLink.expiresAt, now)))
      .returning({ accountId: authLink.accountId });
    if (!link) throw new InputError(LINK_INVALID, 404);
    await tx.update(account).set({ passwordHash: hash, actief: true }).where(eq(account.id, link.accountId));
    await endSessions(link.accountId, { db: tx });
    await recordAudit(tx, { action: soort === "uitnodiging" ? "account.accept" : "account.reset", entity: "account", entityId: link.accountId });
    return link.accountId;
  });
  return { sessionId: (await createSession(accountId, "cookie", userAgent, now)).id };
}

/**
 * One reset link mailed to an account per hour (its lifetime), whoever asks (issue 46): a stranger's requests can
 * neither fill the owner's mailbox (24 a day at most) nor use up the owner's resets. A request within the hour mails
 * nothing and changes nothing: the link in the owner's mailbox is still the one that works. Once it has expired, the
 * next request, the owner's or anyone's, mails a new one.
 */
export const RESET_MAIL_INTERVAL_MS = RESET_LIFETIME_MS;
const resetMails = createMailCap("wachtwoord-reset", 1, RESET_MAIL_INTERVAL_MS);

/**
 * 'Wachtwoord vergeten?': mails a one-hour link when the address belongs to an active account, at most one an hour
 * (RESET_MAIL_INTERVAL_MS). The answer is the same, and as fast, whether it does or not: only the client's own rate
 * limit (429) is told, and the look-up and the mail happen after the answer (`mail` settles when they are done).
 */
export async function requestPasswordReset(email: string, clientAddress: string, now: number = clockNow()): Promise<{ mail: Promise<void> }> {
  if (!(await takeResetRequest(clientAddress))) throw new InputError("Te veel aanvragen. Probeer het later opnieuw.", 429);
  const mail = new Promise<void>((resolve) => setImmediate(resolve)).then(() => mailResetLink(email, now));
  return { mail: mail.catch((error: unknown) => logger.error({ err: error }, "Accounts: link voor nieuw wachtwoord niet verstuurd")) };
}

async function mailResetLink(email: string, now: number): Promise<void> {
  const [row] = await getDb().select().from(account).where(and(eq(account.email, email), eq(account.actief, true)));
  if (!row || row.passwordHash === null) return;
  if (!(await resetMails.take(String(row.id), { now }))) {
    logger.info({ account: row.id }, "Accounts: het afgelopen uur ging al een link voor een nieuw wachtwoord naar dit account; die blijft gelden, er gaat geen nieuwe");
    return;
  }
  const token = await transaction((tx) => {
    changesNoPublicPage();
    return newLink(tx, row.id, "reset", now);
  });
  if (!(await mailLink("reset", { naam: row.naam, email }, linkUrl("reset", token)))) {
    logger.warn({ account: row.id }, "Accounts: geen SMTP_URL of mail mislukt, link voor nieuw wachtwoord niet verstuurd");
  }
}

/** My account: a new password after the current one; the account's other sessions and tokens end. */
export async function changePassword(current: string, password: string): Promise<void> {
  const actor = requireAccount();
  if (actor.eigenaar) throw new InputError("Het wachtwoord van de Beheerder is ADMIN_PASSWORD: wijzig het in de configuratie van de server.", 400);
  const [row] = await getDb().select({ passwordHash: account.passwordHash }).from(account).where(eq(account.id, actor.accountId));
  if (!(await verifyPassword(current, row?.passwordHash))) {
    throw new InputError("Het huidige wachtwoord klopt niet.", 400, { huidig: "Het huidige wachtwoord klopt niet." });
  }
  await checkNewPassword(password, undefined);
  const hash = await hashPassword(password);
  await transaction(async (tx) => {
    changesNoPublicPage();
    await tx.update(account).set({ passwordHash: hash }).where(eq(account.id, actor.accountId));
    await endSessions(actor.accountId, { except: actor.sessionHash, db: tx });
    await recordAudit(tx, { action: "account.password", entity: "account", entityId: actor.accountId });
  });
}

/** My account: ends one of my sessions or tokens, by the hash the page shows; false when it was already gone. */
export async function endOwnSession(idHash: string): Promise<boolean> {
  return endSession(requireAccount().accountId, idHash);
}

/** My account: 'Overal afmelden' ends every session and token of mine, this one too. */
export async function endAllOwnSessions(): Promise<void> {
  await endSessions(requireAccount().accountId);
}
