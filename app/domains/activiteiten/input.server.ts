// What an admin form or an API call sends to write an activity, read and validated in one place.
import { MAX_IMAGE_INPUT_BYTES } from "~/domains/media/media.server";
import { getTakBySlug } from "~/domains/takken/takken.server";
import { isPublicTak } from "~/domains/takken/rules";
import { addDays, isDateKey, startOfBrusselsDay } from "~/lib/days";
import { InputError } from "~/lib/errors";
import { fileField, readBody, type Body } from "~/lib/request-body.server";
import { parseInput } from "~/lib/validate";
import type { ActiviteitFilter } from "./activiteiten.server";
import { toApi } from "./activiteiten.server";
import type { ActiviteitView } from "./rules";
import { activiteitInput, reeksInput, type ActiviteitInput, type ReeksInput } from "./validation";

export const ACTIVITEIT_BODY = { maxFileSize: MAX_IMAGE_INPUT_BYTES, label: "De afbeelding", lists: ["takken"], keepNull: true } as const;

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
  const base = options.merge && options.current ? toApi(options.current) : {};
  const values: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(body)) if (value !== undefined && key !== "afbeelding") values[key] = value;
  const input = parseInput(activiteitInput, values);
  return { input, picture: await pictureChange(body, options.current) };
}

/** Reads 'Reeks Toevoegen' (a form without files): the series, and the days ticked in its preview (`dagen`). */
export function readReeksBody(request: Request): Promise<Body> {
  return readBody(request, { maxFileSize: 0, lists: ["takken", "dagen"] });
}

export function reeksWrite(body: Body): ReeksInput {
  return parseInput(reeksInput, body);
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

/** The API's list filters: ?tak= (a slug), ?van= and ?tot= (YYYY-MM-DD, Brussels days, both included). */
export async function filterFromQuery(params: URLSearchParams): Promise<ActiviteitFilter> {
  const filter: ActiviteitFilter = {};
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
