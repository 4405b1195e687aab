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
export type Body = Record<string, BodyValue | undefined>;

/**
 * Reads a write request's body: multipart or urlencoded form (files kept in memory up to maxFileSize), or JSON.
 * Too large answers 413; a body that cannot be read answers 400.
 */
export async function readBody(request: Request, options: { maxFileSize: number; label?: string }): Promise<Body> {
  const type = request.headers.get("Content-Type") ?? "";
  if (type.includes("application/json")) {
    // Base64 makes a file a third larger.
    const limit = Math.ceil(options.maxFileSize * 1.4) + 1024 * 1024;
    const text = await readLimitedText(request, limit, `${options.label ?? "Het bestand"} is te groot.`);
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      throw new InputError("De JSON in het verzoek is ongeldig.");
    }
    if (!parsed || typeof parsed !== "object" || Array.isArray(parsed)) throw new InputError("Verwacht een JSON-object.");
    const body: Body = {};
    for (const [key, value] of Object.entries(parsed)) {
      if (value === null || value === undefined) continue;
      body[key] = typeof value === "string" ? value : typeof value === "object" ? JSON.stringify(value) : String(value);
    }
    return body;
  }
  let form: FormData;
  try {
    form = await parseFormData(request, {
      maxFileSize: options.maxFileSize,
      maxFiles: 2,
      maxParts: 100,
      maxTotalSize: options.maxFileSize + 1024 * 1024,
    });
  } catch (error) {
    if (error instanceof MaxFileSizeExceededError || error instanceof MaxTotalSizeExceededError) {
      throw new InputError(
        `${options.label ?? "Het bestand"} is te groot (maximaal ${Math.round(options.maxFileSize / 1024 / 1024)} MB).`,
        413,
      );
    }
    if (error instanceof MaxFilesExceededError || error instanceof MaxPartsExceededError || error instanceof FormDataParseError) {
      throw new InputError("Het formulier kon niet gelezen worden.");
    }
    if (error instanceof TypeError) throw new InputError("Het formulier kon niet gelezen worden.");
    throw error;
  }
  const body: Body = {};
  for (const [key, value] of form.entries()) {
    if (body[key] !== undefined) continue;
    body[key] = value;
  }
  return body;
}

/** The body as text, refusing (413) past `limit` bytes even when no Content-Length was sent. */
async function readLimitedText(request: Request, limit: number, tooLarge: string): Promise<string> {
  if (Number(request.headers.get("Content-Length") ?? 0) > limit) throw new InputError(tooLarge, 413);
  const reader = request.body?.getReader();
  if (!reader) return "";
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      throw new InputError(tooLarge, 413);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString("utf8");
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
  if (!value) return undefined;
  if (typeof value === "string") {
    const base64 = value.replace(/^data:[^;,]*;base64,/, "");
    const bytes = Buffer.from(base64, "base64");
    return bytes.byteLength ? bytes : undefined;
  }
  if (value.size === 0) return undefined;
  return Buffer.from(await value.arrayBuffer());
}
