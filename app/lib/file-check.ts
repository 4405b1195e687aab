// A file chosen in an admin form, checked in the browser before anything is sent: its type, its size (the server's
// limit), and, for a photo that is too large, a scaled copy in its place. The server checks again either way.

export type FileKind = "afbeelding" | "pdf";

export interface FileRule {
  kind: FileKind;
  /** The server's limit in bytes. */
  maxBytes: number;
  /** The refusal of a file over the limit, e.g. 'De afbeelding is te groot (maximaal 10 MB).' */
  tooLarge: string;
  /** The refusal of a file of another type. */
  wrongType: string;
  /**
   * A photo is scaled in the browser: "always" to `scaleTo` (the leader photo, at most 0.25 MB), or only when it is
   * over the limit ("too-large").
   */
  scale?: "always" | "too-large";
  scaleTo?: { maxSizeMB: number; maxWidthOrHeight: number; fileType?: string; initialQuality?: number };
  /** Refusal when scaling fails (the browser cannot read the picture); `tooLarge` or `wrongType` otherwise. */
  scaleFailed?: string;
}

export type FileVerdict = { ok: true; file: File; scaled: boolean } | { ok: false; error: string };

/**
 * A photo over the limit becomes a JPEG of at most 1920 px and about 2 MB: one or two encodings, where a PNG would be
 * made smaller step by step for many seconds. The server re-encodes it to WebP either way.
 */
const DEFAULT_SCALE = { maxSizeMB: 2, maxWidthOrHeight: 1920, fileType: "image/jpeg", initialQuality: 0.85 };

/** Whether the file is of the rule's kind, by what the browser says of it (the server reads its content). */
function ofKind(file: File, kind: FileKind): boolean {
  if (kind === "pdf") return file.type === "application/pdf" || (file.type === "" && /\.pdf$/i.test(file.name));
  return file.type.startsWith("image/");
}

/** Checks one chosen file; a photo that may be scaled comes back scaled (under its own name, as JPEG or PNG). */
export async function checkFile(file: File, rule: FileRule): Promise<FileVerdict> {
  if (!ofKind(file, rule.kind)) return { ok: false, error: rule.wrongType };
  const tooLarge = file.size > rule.maxBytes;
  const scale = rule.kind === "afbeelding" && (rule.scale === "always" || (rule.scale === "too-large" && tooLarge));
  if (!scale) return tooLarge ? { ok: false, error: rule.tooLarge } : { ok: true, file, scaled: false };
  try {
    // Loaded only here, so no public page ships the compression library.
    const { default: imageCompression } = await import("browser-image-compression");
    const compressed = await imageCompression(file, { ...(rule.scaleTo ?? DEFAULT_SCALE), useWebWorker: false });
    if (compressed.size > rule.maxBytes) return { ok: false, error: rule.tooLarge };
    const type = compressed.type || file.type;
    const name = file.name.replace(/\.[^.]+$/, "") + (type === "image/png" ? ".png" : ".jpg");
    return { ok: true, file: new File([compressed], name, { type }), scaled: true };
  } catch {
    return { ok: false, error: rule.scaleFailed ?? (tooLarge ? rule.tooLarge : rule.wrongType) };
  }
}

/** Puts `file` in the input instead of what was chosen (the form then posts it), or empties the input. */
export function replaceChosenFile(input: HTMLInputElement, file: File | null): void {
  if (!file) {
    input.value = "";
    return;
  }
  const transfer = new DataTransfer();
  transfer.items.add(file);
  input.files = transfer.files;
}

/** '10 MB' */
export function megabytes(bytes: number): string {
  return `${Math.round(bytes / 1024 / 1024)} MB`;
}
