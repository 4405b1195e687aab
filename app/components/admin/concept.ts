import { useEffect, useSyncExternalStore, type RefObject } from "react";
import { useLocation, useRouteLoaderData } from "react-router";
import { VERZENDING_VELD } from "~/domains/verzendingen/rules";
import { refusal, type FormReply } from "~/lib/forms";

// Drafts of the admin's open forms (issue 52, decision 0041): what a leader types is kept in this browser
// (localStorage), per account and form, and put back when the form opens again: after a reload, after logging in again
// when the session ended on another device (the login's ?next= leads back here), after the phone dropped the page. A
// save that went through removes it (client-action.ts), and so does logging out on this device. Files and passwords are
// never kept.

const PREFIX = "concept:";
/** A draft older than this is not put back (and is removed): the form it belongs to has moved on. */
const BEWAREN_MS = 7 * 24 * 60 * 60 * 1000;
/** The address's parameters that only say what just happened, not which form this is. */
const GEEN_FORMULIER = ["melding", "toegevoegd"];

export type TypedValues = Record<string, string | string[]>;
export type Concept = { values: TypedValues; opgeslagenOp: number };

/** The admin layout's loader data (routes/layout.beheer.ts): whose drafts these are. */
type BeheerData = { account: number | null } | undefined;

function storage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** Which form: its path and the parameters that choose it (`?kopie=12`, `?jaar=2026-2027`). */
function formulier(url: { pathname: string; search: string }): string {
  const params = new URLSearchParams(url.search);
  for (const name of GEEN_FORMULIER) params.delete(name);
  const search = params.toString();
  return `${url.pathname}${search ? `?${search}` : ""}`;
}

function sleutel(account: number, url: { pathname: string; search: string }): string {
  return `${PREFIX}${account}:${formulier(url)}`;
}

/** Every key of a draft in this browser, of all accounts. */
function alleSleutels(store: Storage): string[] {
  const keys: string[] = [];
  for (let i = 0; i < store.length; i++) {
    const key = store.key(i);
    if (key?.startsWith(PREFIX)) keys.push(key);
  }
  return keys;
}

export function leesConcept(account: number, url: { pathname: string; search: string }, now = Date.now()): Concept | null {
  const store = storage();
  if (!store) return null;
  try {
    const raw = store.getItem(sleutel(account, url));
    if (!raw) return null;
    const concept = JSON.parse(raw) as Concept;
    if (typeof concept?.opgeslagenOp !== "number" || typeof concept.values !== "object" || now - concept.opgeslagenOp > BEWAREN_MS) {
      store.removeItem(sleutel(account, url));
      return null;
    }
    return concept;
  } catch {
    return null;
  }
}

/** The form's fields as a post would send them, without files and passwords. */
export function formValues(form: HTMLFormElement): TypedValues {
  const geheim = new Set(Array.from(form.querySelectorAll<HTMLInputElement>("input[type=password]")).map((input) => input.name));
  const data = new FormData(form);
  const values: TypedValues = {};
  for (const key of new Set(data.keys())) {
    if (geheim.has(key)) continue;
    const texts = data.getAll(key).filter((v): v is string => typeof v === "string");
    if (texts.length) values[key] = texts.length === 1 ? texts[0]! : texts;
  }
  return values;
}

export function bewaarConcept(account: number, url: { pathname: string; search: string }, values: TypedValues): void {
  try {
    storage()?.setItem(sleutel(account, url), JSON.stringify({ values, opgeslagenOp: Date.now() } satisfies Concept));
  } catch {
    // A full or refused storage: the form works as before, without a draft.
  }
}

function verwijder(keys: string[]): void {
  const store = storage();
  try {
    for (const key of keys) store?.removeItem(key);
  } catch {
    // Nothing to do.
  }
}

/** After a save that went through: this form's drafts on this device, whichever account kept them. */
export function verwijderConcepten(url: { pathname: string; search: string }): void {
  const store = storage();
  if (!store) return;
  const eigen = `:${formulier(url)}`;
  verwijder(alleSleutels(store).filter((key) => key.endsWith(eigen)));
}

/** Logging out on this device: no draft stays behind for the next person. */
export function verwijderAlleConcepten(): void {
  const store = storage();
  if (store) verwijder(alleSleutels(store));
}

/** The account whose drafts the admin pages keep (null before the login). */
export function useConceptAccount(): number | null {
  const data = useRouteLoaderData("routes/layout.beheer") as BeheerData;
  return data?.account ?? null;
}

/** A draft that was put back into the form: when it was kept, and how to throw it away. */
export interface ConceptStatus {
  opgeslagenOp: number;
  weggooien: () => void;
}

// The draft each form found when it opened, per visit of the page (its history entry) and form: read once, in the
// browser, so that what the leader types next (kept at every change) does not put the form back again.
const geopend = new Map<string, Concept | null>();
const luisteraars = new Set<() => void>();

function luister(listener: () => void): () => void {
  luisteraars.add(listener);
  return () => luisteraars.delete(listener);
}

/**
 * What an add or edit page's form shows instead of the stored record (its Conform `lastResult`): the reply of a refused
 * or failed post, else the draft this browser kept of this form (read once the page runs in the browser), as a reply
 * without errors. `formKey` changes with it, to mount the form's fields anew with their new defaults.
 */
export function useConcept(failure: FormReply | undefined): { lastResult: FormReply | undefined; concept: ConceptStatus | null; formKey: string } {
  const account = useConceptAccount();
  const { pathname, search, key } = useLocation();
  const bezoek = account === null ? null : `${key}|${sleutel(account, { pathname, search })}`;
  const restored = useSyncExternalStore(
    luister,
    () => {
      if (account === null || bezoek === null) return null;
      if (!geopend.has(bezoek)) geopend.set(bezoek, leesConcept(account, { pathname, search }));
      return geopend.get(bezoek) ?? null;
    },
    () => null,
  );
  if (failure) return { lastResult: failure, concept: null, formKey: `verstuurd:${JSON.stringify(failure)}` };
  if (!restored || account === null || bezoek === null) return { lastResult: undefined, concept: null, formKey: "opgeslagen" };
  const weggooien = () => {
    verwijder([sleutel(account, { pathname, search })]);
    geopend.set(bezoek, null);
    luisteraars.forEach((listener) => listener());
  };
  return { lastResult: refusal({}, restored.values), concept: { opgeslagenOp: restored.opgeslagenOp, weggooien }, formKey: `concept:${restored.opgeslagenOp}` };
}

/**
 * The create's key the form posts (issue 52): the one it posted before (a failure, a draft), so that a retry of a post
 * that did arrive makes nothing twice; else this render's own.
 */
export function verzendingVan(sent: FormReply | undefined, eigen: string): string {
  const eerder = sent?.initialValue?.[VERZENDING_VELD];
  return typeof eerder === "string" && eerder ? eerder : eigen;
}

/**
 * The key of one create form in the panel (/admin): the page's key for this render with what the form makes, e.g.
 * `${key}:tak-toevoegen:12`, so that each form on the page has its own (issue 52).
 */
export function usePanelVerzending(...wat: (string | number)[]): string | undefined {
  const data = useRouteLoaderData("routes/admin") as { verzending?: string } | undefined;
  return data?.verzending ? [data.verzending, ...wat].join(":") : undefined;
}

/** Keeps the form's draft with every change (AdminForm); the function it answers keeps it at once (before a post). */
export function useConceptBewaren(form: RefObject<HTMLFormElement | null>): () => void {
  const account = useConceptAccount();
  const { pathname, search } = useLocation();
  useEffect(() => {
    const element = form.current;
    if (!element || account === null) return;
    const keep = () => bewaarConcept(account, { pathname, search }, formValues(element));
    element.addEventListener("input", keep);
    element.addEventListener("change", keep);
    return () => {
      element.removeEventListener("input", keep);
      element.removeEventListener("change", keep);
    };
  }, [form, account, pathname, search]);
  return () => {
    if (account !== null && form.current) bewaarConcept(account, { pathname, search }, formValues(form.current));
  };
}
