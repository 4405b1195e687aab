import { useEffect } from "react";
import { data, redirect, useLocation } from "react-router";
import type { Route } from "./+types/admin";
import { AdminShell } from "~/components/admin/AdminShell";
import { ActiviteitenBeheer } from "~/components/admin/ActiviteitenBeheer";
import { AdminOutcome } from "~/components/admin/AdminOutcome";
import { BerichtenBeheer } from "~/components/admin/BerichtenBeheer";
import { BoekjesBeheer } from "~/components/admin/BoekjesBeheer";
import { GeschiedenisBeheer } from "~/components/admin/GeschiedenisBeheer";
import { LeidingBeheer } from "~/components/admin/LeidingBeheer";
import { ArchiefBeheer, ScoutsjaarBeheer } from "~/components/admin/ScoutsjaarBeheer";
import { LoginForm } from "~/components/admin/LoginForm";
import { NieuwsbriefBeheer } from "~/components/admin/NieuwsbriefBeheer";
import { AanDeSlag } from "~/components/admin/AanDeSlag";
import { InstellingenBeheer } from "~/components/admin/InstellingenBeheer";
import { aanDeSlagVoor, getypteWaarden, instellingenActie, instellingenMelding, isInstellingenIntent, laadInstellingenSectie } from "~/domains/instellingen/beheer.server";
import { successMessage } from "~/components/admin/messages";
import { adminSection, maySeeSection, type AdminSectionId } from "~/components/admin/sections";
import { useAdminAction } from "~/components/admin/use-admin-action";
import { activiteitTakken, listActiviteitenBeheer } from "~/domains/activiteiten/activiteiten.server";
import { deleteActiviteit, setAfgelast } from "~/domains/activiteiten/mutations.server";
import { isKomend } from "~/domains/activiteiten/rules";
import { afgelastenInput } from "~/domains/activiteiten/validation";
import { authenticate, login, logout, requireAdminPage, sessionCookie } from "~/domains/auth/auth.server";
import type { Actor } from "~/domains/auth/actor.server";
import { deactivateAccount, listAccounts, reinviteAccount } from "~/domains/auth/accounts.server";
import { NO_ACCESS } from "~/domains/auth/messages";
import { AUDIT_PAGE_SIZE, listAudit } from "~/domains/audit/audit.server";
import { AccountsBeheer } from "~/components/admin/AccountsBeheer";
import { LogboekBeheer } from "~/components/admin/LogboekBeheer";
import { formatDateTime } from "~/lib/dates";
import { listBerichtenView, retryContactMail, setContactHandled } from "~/domains/contact/contact.server";
import { wakeMailWorker } from "~/domains/contact/mail-queue.server";
import { deleteGeschiedenis } from "~/domains/geschiedenis/mutations.server";
import { listGeschiedenis } from "~/domains/geschiedenis/geschiedenis.server";
import { listLeidingBeheer } from "~/domains/leiding/leiding.server";
import { bekendmakenNu, prepareConcept, setBekendmaking, verwijderConcept, verwijderUitArchief } from "~/domains/scoutsjaar/mutations.server";
import { jaarLabel, jaarStatus, parseJaarLabel } from "~/domains/scoutsjaar/rules";
import { archiefVanJaar, jarenOverzicht } from "~/domains/scoutsjaar/scoutsjaar.server";
import { bekendmakingInput, conceptInput } from "~/domains/scoutsjaar/validation";
import { addLeidingTak, deleteLeiding, deleteLeidingTak, updateLeidingTak } from "~/domains/leiding/mutations.server";
import { leidingTakInput, leidingTakUpdateInput } from "~/domains/leiding/validation";
import { clearMededeling, getMededeling, setMededeling } from "~/domains/mededeling/mededeling.server";
import { mededelingInput } from "~/domains/mededeling/validation";
import { listInschrijvingenView, removeInschrijving } from "~/domains/nieuwsbrief/nieuwsbrief.server";
import { storeBoekje } from "~/domains/takken/boekje.server";
import { boekjeLabel, dutchMonthName, hasBoekje } from "~/domains/takken/rules";
import { listTakkenApi } from "~/domains/takken/takken.server";
import { BOEKJE_UPLOAD_FAILED, BOEKJES_LOAD_FAILED, MAX_BOEKJE_BYTES } from "~/domains/takken/validation";
import { numericId } from "~/lib/http.server";
import { InputError } from "~/lib/errors";
import { logger } from "~/lib/logger.server";
import { fileField, readBody, textField } from "~/lib/request-body.server";
import { safeLocalPath } from "~/lib/safe-path";
import { parseInput } from "~/lib/validate";
import { siteOf } from "~/domains/instellingen/site";
import { pageTitle } from "~/lib/meta";

const NO_STORE = { "Cache-Control": "no-store" };
/** Where a login goes when it has no (acceptable) ?next=. */
const ADMIN_HOME = "/admin";

export function headers() {
  return NO_STORE;
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const site = siteOf(matches);
  const title = loaderData?.authenticated ? "Beheer" : "Admin Toegang";
  return [
    { title: pageTitle(site, title) },
    { name: "description", content: `Beheer van de website van ${site.groep.naam}: enkel voor de leiding.` },
    { name: "robots", content: "noindex, nofollow" },
  ];
}

async function loadSection(sectie: AdminSectionId, url: URL, actor: Actor) {
  switch (sectie) {
    case "activiteiten": {
      const now = Date.now();
      const [activiteiten, takken, mededeling] = await Promise.all([listActiviteitenBeheer(now), activiteitTakken(), getMededeling()]);
      return {
        sectie,
        activiteiten: activiteiten.map((a) => ({ ...a, komend: isKomend(a, now) })),
        takken: takken.map(({ slug, name }) => ({ slug, name })),
        tak: url.searchParams.get("tak") ?? "",
        toon: Number.parseInt(url.searchParams.get("toon") ?? "", 10) || null,
        mededeling: mededeling ? { ...mededeling, verlopen: mededeling.zichtbaarTot <= now } : null,
        // The announcement is the whole group's: the Beheerder's.
        magMededeling: actor.rol === "beheerder",
      } as const;
    }
    case "leiding": {
      // ?jaar= picks the scouting year being edited: the current one (default), the draft, or an archived year.
      const overzicht = await jarenOverzicht();
      const kiesbaar = [overzicht.huidig, ...(overzicht.concept ? [overzicht.concept.beginjaar] : []), ...overzicht.archief];
      const gevraagd = parseJaarLabel(url.searchParams.get("jaar"));
      const gekozen = gevraagd !== null && kiesbaar.includes(gevraagd) ? gevraagd : overzicht.huidig;
      const status = jaarStatus(gekozen, overzicht.huidig);
      const [leiding, archief, takken] = await Promise.all([
        status === "archief" ? Promise.resolve([]) : listLeidingBeheer(gekozen, overzicht.huidig),
        status === "archief" ? archiefVanJaar(gekozen) : Promise.resolve(null),
        listTakkenApi(),
      ]);
      const jaren = {
        gekozen: jaarLabel(gekozen),
        status,
        huidig: jaarLabel(overzicht.huidig),
        volgend: jaarLabel(overzicht.huidig + 1),
        concept: overzicht.concept ? { jaar: jaarLabel(overzicht.concept.beginjaar), bekendmaking: overzicht.concept.bekendmaking } : null,
        archief: overzicht.archief.map(jaarLabel),
      };
      return { sectie, leiding, archief, jaren, takken: takken.map((t) => ({ id: t.id, name: t.name })) } as const;
    }
    case "geschiedenis": {
      try {
        const periodes = await listGeschiedenis();
        return {
          sectie,
          periodes: periodes.map((p) => ({ id: p.id, titel: p.titel, beginjaar: p.beginjaar, eindjaar: p.eindjaar, kenteken: p.kenteken })),
          loadError: null,
        } as const;
      } catch (error) {
        logger.error({ err: error }, "Geschiedenis niet geladen");
        return { sectie, periodes: [], loadError: "Er was een probleem bij het laden van de geschiedenis" } as const;
      }
    }
    case "boekjes": {
      try {
        const takken = (await listTakkenApi()).filter((t) => hasBoekje(t.id) && (actor.rol === "beheerder" || actor.takken.includes(t.id)));
        return {
          sectie,
          maand: dutchMonthName(),
          boekjes: takken.map((t) => ({ id: t.id, name: t.name, boekjeUrl: t.boekjeUrl, label: boekjeLabel(t.name) })),
          loadError: null,
        } as const;
      } catch (error) {
        logger.error({ err: error }, "Boekjes niet geladen");
        return { sectie, maand: dutchMonthName(), boekjes: [], loadError: BOEKJES_LOAD_FAILED } as const;
      }
    }
    case "berichten":
      return { sectie, berichten: await listBerichtenView() } as const;
    case "instellingen":
      return laadInstellingenSectie(url);
    case "nieuwsbrief":
      return { sectie, inschrijvingen: await listInschrijvingenView() } as const;
    case "accounts": {
      const accounts = await listAccounts();
      return {
        sectie,
        accounts: accounts.map(({ lastLoginAt, ...a }) => ({ ...a, laatstAangemeld: lastLoginAt ? formatDateTime(lastLoginAt) : null })),
      } as const;
    }
    case "logboek": {
      const accountParam = Number.parseInt(url.searchParams.get("account") ?? "", 10);
      const page = Math.max(1, Number.parseInt(url.searchParams.get("pagina") ?? "", 10) || 1);
      const filter = { accountId: Number.isSafeInteger(accountParam) ? accountParam : undefined, entity: url.searchParams.get("soort") || undefined, page };
      const [log, accounts] = await Promise.all([listAudit(filter), listAccounts()]);
      return {
        sectie,
        rows: log.rows.map((r) => ({
          id: r.id,
          wanneer: formatDateTime(r.at),
          wie: r.accountNaam ?? "Systeem",
          actie: r.action,
          soort: r.entity,
          record: r.entityId,
          detail: r.detail,
        })),
        accounts: accounts.map((a) => ({ id: a.id, naam: a.naam })),
        soorten: log.entities,
        filter: { account: filter.accountId ? String(filter.accountId) : "", soort: filter.entity ?? "" },
        page,
        pages: Math.max(1, Math.ceil(log.total / AUDIT_PAGE_SIZE)),
        total: log.total,
      } as const;
    }
  }
}

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const actor = await authenticate(request);
  if (!actor) {
    // After login, back to where the admin was going: ?next= from a protected page, or this very section.
    const next = url.searchParams.get("next") ?? (url.searchParams.has("sectie") ? url.pathname + url.search : null);
    return data(
      { authenticated: false as const, next: next ? safeLocalPath(next, ADMIN_HOME) : null, ingesteld: url.searchParams.get("ingesteld") === "1" },
      { headers: NO_STORE },
    );
  }
  const sectie = adminSection(url.searchParams.get("sectie"));
  // A section this role may not use: the panel with the refusal, and 403.
  const allowed = maySeeSection(sectie, actor.rol);
  const section = allowed ? await loadSection(sectie, url, actor) : ({ sectie: "geen-toegang", loadError: NO_ACCESS } as const);
  return data(
    {
      authenticated: true as const,
      rol: actor.rol,
      section,
      q: url.searchParams.get("q") ?? "",
      melding: successMessage(url.searchParams.get("melding")),
      // 'Aan de slag' on the panel's first page.
      aanDeSlag: sectie === "leiding" ? await aanDeSlagVoor(actor.rol) : null,
    },
    { headers: NO_STORE, status: allowed ? 200 : 403 },
  );
}

type ActionResult =
  | { ok: true; melding: string; link?: string | null }
  | { ok: false; error: string; fields?: Record<string, string>; values?: Record<string, string> }
  | { loginError: string };

/**
 * Runs one list change; a refusal or failure becomes the Dutch message shown in the panel's banner, and refused
 * fields (with what was typed) go back to their form.
 */
async function change(
  run: () => Promise<unknown>,
  melding: string,
  failure: string,
  options: { failureText?: boolean; values?: Record<string, string> } = {},
) {
  try {
    await run();
    return data<ActionResult>({ ok: true, melding }, { headers: NO_STORE });
  } catch (error) {
    if (error instanceof InputError) {
      // A form that shows its refused fields gets them back with what was typed; the banner then points at them.
      const toForm = options.values !== undefined && Object.keys(error.fields).length > 0;
      const message = error.status === 403 ? error.message : options.failureText ? failure : toForm ? "Controleer de gemarkeerde velden." : error.message;
      const fields = toForm ? { fields: error.fields, values: options.values } : {};
      return data<ActionResult>({ ok: false, error: message, ...fields }, { status: error.status, headers: NO_STORE });
    }
    logger.error({ err: error }, failure);
    return data<ActionResult>({ ok: false, error: failure }, { status: 500, headers: NO_STORE });
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  let body;
  try {
    body = await readBody(request, { maxFileSize: MAX_BOEKJE_BYTES, label: "Het boekje" });
  } catch (error) {
    if (error instanceof InputError) return data<ActionResult>({ ok: false, error: error.message }, { status: error.status, headers: NO_STORE });
    throw error;
  }
  const intent = textField(body, "intent");

  if (intent === "login") {
    const credentials = { email: textField(body, "email"), password: textField(body, "password") ?? "" };
    const result = await login(credentials, context.clientAddress, "cookie", request.headers.get("User-Agent") ?? "");
    if (!result.ok) return data<ActionResult>({ loginError: result.error }, { status: result.status, headers: NO_STORE });
    return redirect(safeLocalPath(textField(body, "next"), ADMIN_HOME), {
      headers: { "Set-Cookie": sessionCookie(request, result.sessionId), ...NO_STORE },
    });
  }
  if (intent === "logout") {
    return redirect("/admin", { headers: { "Set-Cookie": await logout(request), ...NO_STORE } });
  }

  const actor = await requireAdminPage(request);
  const id = textField(body, "id") ?? "";
  if (isInstellingenIntent(intent)) {
    return change(() => instellingenActie(intent, body), instellingenMelding(intent), "Er is een fout opgetreden bij het opslaan van de instellingen", {
      values: getypteWaarden(body),
    });
  }
  switch (intent) {
    case "leiding-verwijderen":
      return change(() => deleteLeiding(numericId(id)), "leiding-verwijderd", "Er is een fout opgetreden bij het verwijderen van de leiding");
    case "tak-toevoegen":
      return change(
        () => addLeidingTak(parseInput(leidingTakInput, body)),
        "tak-toegevoegd",
        "Er is een fout opgetreden bij het toevoegen van de tak",
      );
    case "tak-wijzigen":
      return change(
        () => updateLeidingTak(numericId(id), parseInput(leidingTakUpdateInput, body)),
        "tak-gewijzigd",
        "Er is een fout opgetreden bij het wijzigen van de tak",
      );
    case "tak-verwijderen":
      return change(() => deleteLeidingTak(numericId(id)), "tak-verwijderd", "Er is een fout opgetreden bij het verwijderen van de tak");
    case "scoutsjaar-voorbereiden": {
      try {
        const { beginjaar } = await prepareConcept(parseInput(conceptInput, body));
        // Straight to the draft: the admin edits it next.
        return redirect(`/admin?sectie=leiding&jaar=${jaarLabel(beginjaar)}&melding=scoutsjaar-voorbereid`, { headers: NO_STORE });
      } catch (error) {
        return change(() => Promise.reject(error), "scoutsjaar-voorbereid", "Er is een fout opgetreden bij het voorbereiden van het scoutsjaar");
      }
    }
    case "bekendmaking-opslaan":
      return change(
        () => setBekendmaking(parseInput(bekendmakingInput, body)),
        "bekendmaking-opgeslagen",
        "Er is een fout opgetreden bij het opslaan van de bekendmaking",
        { values: { bekendmaking: textField(body, "bekendmaking") ?? "" } },
      );
    case "nu-bekendmaken":
      return change(() => bekendmakenNu(), "scoutsjaar-bekendgemaakt", "Er is een fout opgetreden bij het bekendmaken van het scoutsjaar");
    case "concept-verwijderen":
      return change(() => verwijderConcept(), "concept-verwijderd", "Er is een fout opgetreden bij het verwijderen van het concept");
    case "archief-verwijderen":
      return change(() => verwijderUitArchief(numericId(id)), "archief-verwijderd", "Er is een fout opgetreden bij het verwijderen uit het archief");
    case "kenteken-verwijderen":
      return change(() => deleteGeschiedenis(id), "kenteken-verwijderd", "Er was een probleem bij het verwijderen van het kenteken", {
        failureText: true,
      });
    case "boekje-uploaden":
      return change(
        async () => {
          const pdf = await fileField(body, "boekje");
          if (!pdf) throw new InputError("Kies een PDF-bestand.", 400, { boekje: "Kies een PDF-bestand." });
          await storeBoekje(numericId(id), pdf);
        },
        "boekje-geupload",
        BOEKJE_UPLOAD_FAILED,
      );
    case "bericht-afgehandeld": {
      const handled = textField(body, "afgehandeld") !== "0";
      return change(
        async () => {
          if (!(await setContactHandled(numericId(id), handled))) throw new InputError("Dit bericht bestaat niet meer.", 404);
        },
        handled ? "bericht-afgehandeld" : "bericht-heropend",
        "Er is een fout opgetreden bij het bijwerken van het bericht",
      );
    }
    case "mail-opnieuw":
      return change(
        async () => {
          if (!(await retryContactMail(numericId(id)))) throw new InputError("Dit bericht wacht niet (meer) op een nieuwe verzending.", 409);
          wakeMailWorker();
        },
        "mail-opnieuw",
        "Er is een fout opgetreden bij het opnieuw verzenden van het bericht",
      );
    case "activiteit-verwijderen":
      return change(() => deleteActiviteit(numericId(id)), "activiteit-verwijderd", "Er is een fout opgetreden bij het verwijderen van de activiteit");
    case "activiteit-afgelasten":
      return change(
        () => setAfgelast(numericId(id), true, parseInput(afgelastenInput, body).reden),
        "activiteit-afgelast",
        "Er is een fout opgetreden bij het afgelasten van de activiteit",
      );
    case "activiteit-terugzetten":
      return change(() => setAfgelast(numericId(id), false, null), "activiteit-teruggezet", "Er is een fout opgetreden bij het terugzetten van de activiteit");
    case "mededeling-opslaan":
      return change(
        () => setMededeling(parseInput(mededelingInput, body)),
        "mededeling-opgeslagen",
        "Er is een fout opgetreden bij het opslaan van de mededeling",
        { values: { tekst: textField(body, "tekst") ?? "", link: textField(body, "link") ?? "", zichtbaarTot: textField(body, "zichtbaarTot") ?? "" } },
      );
    case "mededeling-verwijderen":
      return change(() => clearMededeling(), "mededeling-verwijderd", "Er is een fout opgetreden bij het verwijderen van de mededeling");
    case "inschrijving-verwijderen":
      return change(
        async () => {
          if (!(await removeInschrijving(numericId(id)))) throw new InputError("Deze inschrijving bestaat niet meer.", 404);
        },
        "inschrijving-verwijderd",
        "Er is een fout opgetreden bij het verwijderen van de inschrijving",
      );
    case "account-deactiveren":
      return change(() => deactivateAccount(numericId(id), actor), "account-gedeactiveerd", "Er is een fout opgetreden bij het deactiveren van het account");
    case "account-uitnodigen": {
      let link: string | null = null;
      const result = await change(
        async () => {
          link = (await reinviteAccount(numericId(id))).link;
        },
        "account-uitgenodigd",
        "Er is een fout opgetreden bij het versturen van de uitnodiging",
      );
      return link ? data<ActionResult>({ ok: true, melding: "account-uitgenodigd", link }, { headers: NO_STORE }) : result;
    }
    default:
      return data<ActionResult>({ ok: false, error: "Onbekende actie." }, { status: 400, headers: NO_STORE });
  }
}

export default function Admin({ loaderData, actionData }: Route.ComponentProps) {
  const fetcher = useAdminAction();
  const location = useLocation();
  const { reset } = fetcher;
  // A new page (another section, or back from a form with its own ?melding=) starts without an old outcome.
  useEffect(() => reset(), [location.key, reset]);
  if (!loaderData.authenticated) {
    const loginError = actionData && "loginError" in actionData ? actionData.loginError : null;
    return <LoginForm next={loaderData.next} error={loginError} ingesteld={loaderData.ingesteld} />;
  }
  const { section } = loaderData;
  // The latest change (from a list control or a plain form post without JavaScript) decides the banner.
  const outcome = fetcher.data ?? (actionData && "ok" in actionData ? actionData : undefined);
  const melding = outcome ? (outcome.ok ? successMessage(outcome.melding) : null) : loaderData.melding;
  const error = outcome && !outcome.ok ? outcome.error : "loadError" in section ? section.loadError : null;

  return (
    <AdminShell active={section.sectie === "geen-toegang" ? null : section.sectie} rol={loaderData.rol}>
      <AdminOutcome error={error} melding={melding} trigger={outcome ?? (loaderData.melding ? location.key : null)} />
      {loaderData.aanDeSlag && <AanDeSlag {...loaderData.aanDeSlag} />}
      {section.sectie === "leiding" && (
        <>
          <ScoutsjaarBeheer
            jaren={section.jaren}
            magBeheren={loaderData.rol === "beheerder"}
            fout={outcome && !outcome.ok && "fields" in outcome ? { fields: outcome.fields ?? {}, values: outcome.values ?? {} } : null}
          />
          {section.archief ? (
            <ArchiefBeheer jaar={section.jaren.gekozen} archief={section.archief} />
          ) : (
            <LeidingBeheer leiding={section.leiding} takken={section.takken} initialQuery={loaderData.q} jaar={section.jaren.gekozen} status={section.jaren.status === "concept" ? "concept" : "huidig"} />
          )}
        </>
      )}
      {section.sectie === "activiteiten" && (
        <ActiviteitenBeheer
          activiteiten={section.activiteiten}
          takken={section.takken}
          mededeling={section.mededeling}
          magMededeling={section.magMededeling}
          initialQuery={loaderData.q}
          initialTak={section.tak}
          initialToon={section.toon}
          mededelingFout={outcome && !outcome.ok && "fields" in outcome ? { fields: outcome.fields ?? {}, values: outcome.values ?? {} } : null}
        />
      )}
      {section.sectie === "geschiedenis" && <GeschiedenisBeheer periodes={section.periodes} initialQuery={loaderData.q} />}
      {section.sectie === "boekjes" && <BoekjesBeheer takken={section.boekjes} maand={section.maand} />}
      {section.sectie === "berichten" && <BerichtenBeheer berichten={section.berichten} />}
      {section.sectie === "nieuwsbrief" && <NieuwsbriefBeheer inschrijvingen={section.inschrijvingen} />}
      {section.sectie === "accounts" && <AccountsBeheer accounts={section.accounts} link={outcome && outcome.ok && "link" in outcome && typeof outcome.link === "string" ? outcome.link : null} />}
      {section.sectie === "logboek" && <LogboekBeheer {...section} />}
      {section.sectie === "instellingen" && (
        <InstellingenBeheer sectie={section} fout={outcome && !outcome.ok && "fields" in outcome ? { fields: outcome.fields ?? {}, values: outcome.values ?? {} } : null} />
      )}
    </AdminShell>
  );
}
