// What an admin form or an API call sends to write an activity, read and validated in one place.
import { MAX_IMAGE_INPUT_BYTES } from "~/domains/media/media.server";
import { getTakBySlug } from "~/domains/takken/takken.server";
import { isPublicTak } from "~/domains/takken/rules";
import { startOfBrusselsDay } from "~/lib/dates";
import { addDays, brusselsDateKey, isDateKey } from "~/lib/days";
import { InputError } from "~/lib/errors";
import { fileField, readBody, textField, type Body } from "~/lib/request-body.server";
import { formDataOf, parseBody } from "~/lib/admin-form.server";
import { parseForm } from "~/lib/forms";
import { parseInput } from "~/lib/validate";
import type { ActiviteitFilter } from "./activiteiten.server";
import { toApi } from "./activiteiten.server";
import { DOCUMENT_VERPLICHT, documentTitel, MAX_DOCUMENT_BYTES } from "./documenten.server";
import type { ActiviteitView } from "./rules";
import { isKomend } from "./komend.server";
import { activiteitFormulier, activiteitInput, documentInput, VERLEDEN_BEVESTIGD, VERLEDEN_VELD, VERLEDEN_VRAAG, type ActiviteitInput, type KampVeld, type ReeksInput } from "./validation";
import { now as clockNow } from "~/lib/clock.server";

/**
 * The API's `kamp` object as the form's fields (`kamp.prijs`, ...), so one schema checks both. `kamp: null` (no camp)
 * stays a null `kamp`. The moments are the activity's `start` and `einde`, and documents have their own calls: both
 * are only answered, never read here.
 */
export function kampFields(value: Record<string, unknown>): Body {
  const body: Body = { kamp: "on" };
  const wrong: Record<string, string> = {};
  const put = (key: KampVeld, v: unknown) => {
    if (v === undefined) return;
    if (v === null) body[key] = null;
    else if (key === "kamp.paklijst" && Array.isArray(v)) {
      if (v.every((item) => typeof item === "string")) body[key] = v as string[];
      else wrong[key] = "Verwacht een lijst van teksten";
    } else if (typeof v === "object") wrong[key] = "Verwacht tekst of een getal";
    else body[key] = String(v);
  };
  const part = (name: string): Record<string, unknown> => {
    const v = value[name];
    if (v === undefined || v === null) return {};
    if (typeof v === "object" && !Array.isArray(v)) return v as Record<string, unknown>;
    wrong[`kamp.${name}`] = "Verwacht een object";
    return {};
  };
  const vertrek = part("vertrek");
  const terugkeer = part("terugkeer");
  const inschrijving = part("inschrijving");
  // A null part clears what it holds.
  put("kamp.vertrek.plaats", value.vertrek === null ? null : vertrek.plaats);
  put("kamp.terugkeer.plaats", value.terugkeer === null ? null : terugkeer.plaats);
  put("kamp.inschrijving.url", value.inschrijving === null ? null : inschrijving.url);
  put("kamp.inschrijving.deadline", value.inschrijving === null ? null : inschrijving.deadline);
  put("kamp.adres", value.adres);
  put("kamp.prijs", value.prijs);
  put("kamp.steun", value.steun);
  put("kamp.paklijst", value.paklijst);
  put("kamp.contact", value.contact);
  if (Object.keys(wrong).length) throw new InputError(`Ongeldige invoer: ${Object.keys(wrong).join(", ")}`, 400, wrong);
  return body;
}

export const ACTIVITEIT_BODY = {
  maxFileSize: MAX_IMAGE_INPUT_BYTES,
  label: "De afbeelding",
  lists: ["takken"],
  keepNull: true,
  objects: { kamp: kampFields },
} as const;

export type PictureChange = { image?: Buffer; removeImage?: boolean };

/**
 * The picture of a write: a new image (a file, or base64 in JSON), removal (JSON null, or the form's
 * 'Afbeelding verwijderen'), or no change (nothing sent, an empty file field, or the current URL sent back).
 */
async function pictureChange(body: Body, current: ActiviteitView | undefined): Promise<PictureChange> {
  if (body.afbeeldingVerwijderen === "on") return { removeImage: true };
  const value = body.afbeelding;
  if (value === null || value === "") return { removeImage: Boolean(current?.afbeeldingUrl) };
  if (typeof value === "string" && /^(\/|https?:)/i.test(value.trim())) {
    if (current && value.trim() === current.afbeeldingUrl) return {};
    throw new InputError("Stuur de afbeelding als bestand of in base64.", 400, { afbeelding: "Stuur de afbeelding als bestand of in base64." });
  }
  const image = await fileField(body, "afbeelding");
  return image ? { image } : {};
}

/** Reads the body of an activity write (a form post or the API's JSON); see `activiteitWrite` for its meaning. */
export function readActiviteitBody(request: Request): Promise<Body> {
  return readBody(request, ACTIVITEIT_BODY);
}

/**
 * Validates one activity write. `merge`: an API PUT changes only the fields it sends (the rest is taken from the
 * stored activity); a form always sends the whole activity (an unticked box is "no").
 */
export async function activiteitWrite(
  body: Body,
  options: { current?: ActiviteitView; merge?: boolean } = {},
): Promise<{ input: ActiviteitInput; picture: PictureChange }> {
  const stored = options.merge && options.current ? toApi(options.current) : null;
  // An API PUT starts from the stored activity: a `kamp` it sends changes only the kamp fields it names.
  const { kamp, ...base } = stored ?? {};
  const values: Record<string, unknown> = { ...base, ...(kamp ? kampFields({ ...kamp }) : {}) };
  for (const [key, value] of Object.entries(body)) if (value !== undefined && key !== "afbeelding") values[key] = value;
  const input = parseInput(activiteitInput, values);
  return { input, picture: await pictureChange(body, options.current) };
}

/**
 * The admin form's write: its post read through Conform with the form's names (`activiteitFormulier`: the checks of
 * the API's `activiteitInput`), the picture as the API's. A refused parse comes back as the submission, for the
 * form's reply; `typed` is what was sent, to show again after a later refusal.
 */
export async function activiteitFormulierWrite(body: Body, current?: ActiviteitView) {
  const submission = parseForm(formDataOf(body), activiteitFormulier);
  if (submission.status !== "success") return { refused: submission } as const;
  return { refused: null, input: submission.value, typed: submission.payload, picture: await pictureChange(body, current) } as const;
}

/**
 * An admin form's save of an activity that is over already (it ends before now) asks first: parents no longer see it.
 * Asked once the date is new (a new activity, or a moved one); the form's 'Toch opslaan' sends the confirmation. The
 * API does not ask: a script may well enter last year's activities.
 */
export function vraagBijVerleden(body: Body, input: Pick<ActiviteitInput, "start" | "einde">, eerder: ActiviteitView | undefined, now: number = clockNow()): void {
  if (textField(body, VERLEDEN_VELD) === VERLEDEN_BEVESTIGD) return;
  if (eerder && eerder.start === input.start && eerder.einde === input.einde) return;
  if (isKomend(input, now)) return;
  throw new InputError(VERLEDEN_VRAAG, 400, { start: VERLEDEN_VRAAG });
}

/** Reads a document upload (the API's multipart, or the admin's form). */
export function readDocumentBody(request: Request): Promise<Body> {
  return readBody(request, { maxFileSize: MAX_DOCUMENT_BYTES, label: "Het document" });
}

/** A document upload: field `document` (a PDF) and an optional `titel`. */
export async function documentWrite(body: Body): Promise<{ bytes: Buffer; titel: string }> {
  const bytes = await fileField(body, "document");
  if (!bytes) throw new InputError(DOCUMENT_VERPLICHT, 400, { document: DOCUMENT_VERPLICHT });
  const { titel } = parseBody(body, documentInput);
  const file = body.document;
  return { bytes, titel: documentTitel(titel, typeof file === "object" && file !== null && !Array.isArray(file) ? file.name : undefined) };
}

/** Reads 'Reeks Toevoegen' (a form without files): the series, and the days ticked in its preview (`dagen`). */
export function readReeksBody(request: Request): Promise<Body> {
  return readBody(request, { maxFileSize: 0, lists: ["takken", "dagen"] });
}

/**
 * The days ticked in the series' preview, or null when there was no preview of this very series (nothing ticked
 * was sent, or a ticked day is not one of its days: the series changed since): then the preview comes first.
 */
export function gekozenDagen(body: Body, input: ReeksInput): string[] | null {
  const gekozen = body.dagen;
  if (!Array.isArray(gekozen) || body.intent !== "opslaan") return null;
  return gekozen.every((dag) => input.dagen.includes(dag)) ? input.dagen.filter((dag) => gekozen.includes(dag)) : null;
}

/** Without ?van= the API's list starts this many days back: a window, not every activity ever entered. */
export const API_DAGEN_TERUG = 90;
/** At most this many activities per answer; a narrower ?van=/?tot= window asks the rest. */
export const API_MAX = 1000;

/**
 * The API's list filters: ?tak= (a slug), ?van= and ?tot= (YYYY-MM-DD, Brussels days, both included). Without ?van=
 * the list starts API_DAGEN_TERUG days back (Brussels), and it holds at most API_MAX activities.
 */
export async function filterFromQuery(params: URLSearchParams, now: number = clockNow()): Promise<ActiviteitFilter> {
  const filter: ActiviteitFilter = { van: startOfBrusselsDay(addDays(brusselsDateKey(now), -API_DAGEN_TERUG)), limit: API_MAX };
  const fields: Record<string, string> = {};
  const tak = params.get("tak");
  if (tak) {
    const found = await getTakBySlug(tak);
    if (found && isPublicTak(found)) filter.takId = found.id;
    else fields.tak = "Onbekende tak";
  }
  for (const key of ["van", "tot"] as const) {
    const value = params.get(key);
    if (!value) continue;
    if (!isDateKey(value)) fields[key] = "Gebruik een datum als JJJJ-MM-DD";
    else if (key === "van") filter.van = startOfBrusselsDay(value);
    else filter.tot = startOfBrusselsDay(addDays(value, 1));
  }
  if (Object.keys(fields).length) throw new InputError(`Ongeldige filter: ${Object.keys(fields).join(", ")}`, 400, fields);
  return filter;
}
