import { open } from "node:fs/promises";
import {
  FormDataParseError,
  MaxFilesExceededError,
  MaxFileSizeExceededError,
  MaxPartsExceededError,
  MaxTotalSizeExceededError,
  parseFormData,
} from "@remix-run/form-data-parser";
import { InputError } from "./errors";

export type BodyValue = string | File;
export type Body = Record<string, BodyValue | string[] | null | undefined>;

export interface ReadBodyOptions {
  /** The largest file the write takes (0: none); in JSON it comes as base64. */
  maxFileSize: number;
  /** What the write's other fields may take in all, as JSON text; 64 KB unless said (a long history article needs more). */
  maxTextBytes?: number;
  /** The file the write takes, as its messages name it ('Het kenteken'); a write without a file has none. */
  label?: string;
  /** Fields that may hold several values: repeated form fields (checkboxes) or a JSON list of texts. */
  lists?: readonly string[];
  /** Keep a JSON null as null (it clears the field) instead of treating the field as not sent. */
  keepNull?: boolean;
  /**
   * JSON fields that hold an object, each read into form fields by the given function (which throws an InputError
   * naming the wrong ones), so that one schema checks a form and the JSON alike.
   */
  objects?: Readonly<Record<string, (value: Record<string, unknown>) => Body>>;
}

/** The fields a write may send: as many as a form's parts (a JSON object of thousands of keys is no write of ours). */
const MAX_FIELDS = 100;
const TEXT_BYTES = 64 * 1024;

/**
 * Reads a write request's body: multipart or urlencoded form (files kept in memory up to maxFileSize), or JSON of at
 * most what the write needs (its file as base64 and `maxTextBytes` for the rest) and MAX_FIELDS fields, so that no
 * body costs the event loop more than a write of ours does. Too large answers 413; a body that cannot be read 400.
 */
export async function readBody(request: Request, options: ReadBodyOptions): Promise<Body> {
  const lists = new Set(options.lists ?? []);
  const type = request.headers.get("Content-Type") ?? "";
  if (type.includes("application/json")) {
    // Base64 makes a file a third larger.
    const limit = Math.ceil((options.maxFileSize * 4) / 3) + (options.maxTextBytes ?? TEXT_BYTES);
    const text = await readLimitedText(request, limit, options.label ? `${options.label} is te groot.` : "Het verzoek is te groot.");
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      throw new InputError("De JSON in het verzoek is ongeldig.");
    }
    if (!parsed || typeof parsed !== "object" || Array.isArray(parsed)) throw new InputError("Verwacht een JSON-object.");
    if (Object.keys(parsed).length > MAX_FIELDS) throw new InputError(`Te veel velden in het verzoek (maximaal ${MAX_FIELDS}).`);
    const body: Body = {};
    const nested: Record<string, string> = {};
    for (const [key, value] of Object.entries(parsed)) {
      if (value === null) {
        if (options.keepNull) body[key] = null;
        continue;
      }
      const readObject = options.objects?.[key];
      if (readObject && typeof value === "object" && !Array.isArray(value)) {
        Object.assign(body, readObject(value as Record<string, unknown>));
        continue;
      }
      if (lists.has(key) && Array.isArray(value) && value.every((v) => typeof v !== "object" || v === null)) {
        body[key] = value.filter((v) => v !== null).map(String);
        continue;
      }
      // Every field is text, a number or a yes/no, as a form would send it; an object or list is not a value.
      if (typeof value === "object") nested[key] = lists.has(key) ? "Verwacht een lijst van teksten" : "Verwacht tekst of een getal";
      else body[key] = String(value);
    }
    if (Object.keys(nested).length) throw new InputError(`Ongeldige invoer: ${Object.keys(nested).join(", ")}`, 400, nested);
    return body;
  }
  const maxTotalSize = options.maxFileSize + Math.max(options.maxTextBytes ?? TEXT_BYTES, 1024 * 1024);
  const tooLarge = new InputError(
    `${options.label ?? "Het bestand"} is te groot (maximaal ${Math.round(options.maxFileSize / 1024 / 1024)} MB).`,
    413,
  );
  // Refused before a byte is read: the server then drops the body and the client gets the 413.
  if (Number(request.headers.get("Content-Length") ?? 0) > maxTotalSize) throw tooLarge;
  let form: FormData;
  try {
    form = await parseFormData(request, {
      maxFileSize: options.maxFileSize,
      maxFiles: 2,
      maxParts: MAX_FIELDS,
      maxTotalSize,
    });
  } catch (error) {
    if (error instanceof MaxFileSizeExceededError || error instanceof MaxTotalSizeExceededError) {
      // The parser stops reading mid-body; the client, still sending, would otherwise see a reset instead of the 413.
      await discardRest(request.body);
      throw tooLarge;
    }
    if (error instanceof MaxFilesExceededError || error instanceof MaxPartsExceededError || error instanceof FormDataParseError) {
      throw new InputError("Het formulier kon niet gelezen worden.");
    }
    if (error instanceof TypeError) throw new InputError("Het formulier kon niet gelezen worden.");
    throw error;
  }
  const body: Body = {};
  for (const [key, value] of form.entries()) {
    if (lists.has(key)) {
      const list = Array.isArray(body[key]) ? (body[key] as string[]) : [];
      if (typeof value === "string") list.push(value);
      body[key] = list;
      continue;
    }
    if (body[key] !== undefined) continue;
    body[key] = value;
  }
  return body;
}

/** Whether a write request sends JSON (else a form). */
export function isJsonRequest(request: Request): boolean {
  return (request.headers.get("Content-Type") ?? "").includes("application/json");
}

/**
 * A JSON body as it is, nested objects and lists included (for inputs whose schema is nested, e.g. the settings); at
 * most `maxBytes`. Unreadable JSON is a 400, too large a 413.
 */
export async function readJson(request: Request, maxBytes: number): Promise<unknown> {
  const text = await readLimitedText(request, maxBytes, "Het verzoek is te groot.");
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new InputError("De JSON in het verzoek is ongeldig.");
  }
}

/**
 * A public form's body (urlencoded or multipart, as browsers send it), at most `maxBytes` also when it comes
 * chunked without a Content-Length. Another type, or a body that cannot be read, is a 400; too large a 413.
 */
export async function readFormData(request: Request, options: { maxBytes: number; tooLarge: string }): Promise<FormData> {
  const type = request.headers.get("Content-Type") ?? "";
  const mediaType = type.split(";")[0]!.trim().toLowerCase();
  if (mediaType !== "application/x-www-form-urlencoded" && mediaType !== "multipart/form-data") {
    throw new InputError("Het formulier kon niet gelezen worden.");
  }
  const bytes = await readLimitedBytes(request, options.maxBytes, options.tooLarge);
  try {
    return await new Request(request.url, { method: "POST", headers: { "Content-Type": type }, body: new Uint8Array(bytes) }).formData();
  } catch {
    throw new InputError("Het formulier kon niet gelezen worden.");
  }
}

/** The body as text, refusing (413) past `limit` bytes even when no Content-Length was sent. */
async function readLimitedText(request: Request, limit: number, tooLarge: string): Promise<string> {
  return (await readLimitedBytes(request, limit, tooLarge)).toString("utf8");
}

// Past the limit, a body is still read (and dropped) up to this much more, so the client, still sending,
// receives the 413 instead of a reset connection; beyond it the connection is cut.
const DRAIN_BYTES = 1024 * 1024;

export async function discardRest(body: ReadableStream<Uint8Array> | null): Promise<void> {
  if (!body || body.locked) return;
  const reader = body.getReader();
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return;
    size += value.byteLength;
    if (size > DRAIN_BYTES) {
      await reader.cancel();
      return;
    }
  }
}

async function readLimitedBytes(request: Request, limit: number, tooLarge: string): Promise<Buffer> {
  if (Number(request.headers.get("Content-Length") ?? 0) > limit) throw new InputError(tooLarge, 413);
  const reader = request.body?.getReader();
  if (!reader) return Buffer.alloc(0);
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      reader.releaseLock();
      await discardRest(request.body);
      throw new InputError(tooLarge, 413);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

export function textField(body: Body, key: string): string | undefined {
  const value = body[key];
  return typeof value === "string" ? value : undefined;
}

/**
 * A non-empty uploaded file; an empty file input (no file chosen) counts as absent.
 * JSON clients send the file as base64 (optionally a data: URL) in the same field.
 */
export async function fileField(body: Body, key: string): Promise<Buffer | undefined> {
  const value = body[key];
  if (!value || Array.isArray(value)) return undefined;
  if (typeof value === "string") {
    const base64 = value.replace(/^data:[^;,]*;base64,/, "");
    const bytes = Buffer.from(base64, "base64");
    return bytes.byteLength ? bytes : undefined;
  }
  if (value.size === 0) return undefined;
  return Buffer.from(await value.arrayBuffer());
}

/** Writes a request's body to `file` as it arrives (never all of it in memory), at most `maxBytes` (else a 413). */
export async function saveBodyToFile(request: Request, file: string, maxBytes: number, tooLarge: string): Promise<number> {
  if (Number(request.headers.get("Content-Length") ?? 0) > maxBytes) throw new InputError(tooLarge, 413);
  const reader = request.body?.getReader();
  const handle = await open(file, "w");
  let size = 0;
  try {
    if (!reader) return 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return size;
      size += value.byteLength;
      if (size > maxBytes) {
        await reader.cancel();
        throw new InputError(tooLarge, 413);
      }
      await handle.write(value);
    }
  } finally {
    await handle.close();
  }
}
