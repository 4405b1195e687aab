import { useEffect, useState, type Ref } from "react";
import { DOCUMENT_TE_GROOT } from "~/domains/activiteiten/validation";
import { FOTO_COMPRESSION_FAILED } from "~/domains/leiding/validation";
import { IMAGE_TOO_LARGE, MAX_IMAGE_INPUT_BYTES, NOT_AN_IMAGE } from "~/domains/media/media";
import { ALLEEN_PDF, BOEKJE_TE_GROOT, MAX_BOEKJE_BYTES } from "~/domains/takken/validation";
import { checkFile, megabytes, replaceChosenFile, type FileRule } from "~/lib/file-check";
import { FormField } from "./FormField";

/** A picture of an activity or a badge: at most 10 MB; a larger photo is scaled down in the browser. */
export const AFBEELDING: FileRule = { kind: "afbeelding", maxBytes: MAX_IMAGE_INPUT_BYTES, tooLarge: IMAGE_TOO_LARGE, wrongType: NOT_AN_IMAGE, scale: "too-large" };
/** A leader's photo: always made small in the browser (the specification's 0.25 MB and 1920 px). */
export const LEIDING_FOTO: FileRule = { ...AFBEELDING, scale: "always", scaleTo: { maxSizeMB: 0.25, maxWidthOrHeight: 1920 }, scaleFailed: FOTO_COMPRESSION_FAILED };
/** A monthly booklet: a PDF of at most 20 MB. */
export const BOEKJE_PDF: FileRule = { kind: "pdf", maxBytes: MAX_BOEKJE_BYTES, tooLarge: BOEKJE_TE_GROOT, wrongType: ALLEEN_PDF };
/** A camp's document (kampboekje, medical form): a PDF with the booklets' limit. */
export const KAMP_DOCUMENT: FileRule = { ...BOEKJE_PDF, tooLarge: DOCUMENT_TE_GROOT };

/** What the field says under itself: the kinds and the limit. */
export function fileHint(rule: FileRule): string {
  return rule.kind === "pdf" ? `PDF, maximaal ${megabytes(rule.maxBytes)}.` : `JPG, PNG of WebP, maximaal ${megabytes(rule.maxBytes)}.`;
}

/**
 * Checks a file as soon as it is chosen, in the browser (type and size, see lib/file-check.ts): a refused file is
 * taken out of the field with the reason at the field (announced), the rest of the form stays as it is; a photo that
 * was scaled takes the chosen file's place. `onChecked` gets the verdict; `onBusy` is true while a photo is scaled.
 */
export function useCheckedFile(rule: FileRule, onChecked?: (input: HTMLInputElement) => void) {
  const [error, setError] = useState<string | null>(null);
  const [note, setNote] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  async function onChange(input: HTMLInputElement) {
    const file = input.files?.[0];
    setError(null);
    setNote(null);
    if (!file) {
      onChecked?.(input);
      return;
    }
    setBusy(true);
    const verdict = await checkFile(file, rule);
    setBusy(false);
    if (!verdict.ok) {
      replaceChosenFile(input, null);
      setError(verdict.error);
    } else if (verdict.scaled) {
      replaceChosenFile(input, verdict.file);
      if (file.size > rule.maxBytes) setNote(`De foto was groter dan ${megabytes(rule.maxBytes)} en is verkleind.`);
    }
    onChecked?.(input);
  }
  return { error, note, busy, onChange };
}

/**
 * A file to upload with an add or edit form: the labelled file field with its kinds and limit, checked as soon as a
 * file is chosen (`useCheckedFile`). `onChoose` gets the input once the check is done: it then holds the file the
 * form will send (scaled), or none.
 */
export function FileField({
  id,
  label,
  name,
  rule = AFBEELDING,
  error,
  hint,
  inputRef,
  onChoose,
  onBusy,
}: {
  id: string;
  label: string;
  name: string;
  /** What the field takes; a picture (AFBEELDING) unless told. */
  rule?: FileRule;
  /** The server's refusal of the last post. */
  error?: string;
  hint?: string;
  inputRef?: Ref<HTMLInputElement>;
  onChoose?: (input: HTMLInputElement) => void;
  onBusy?: (busy: boolean) => void;
}) {
  const checked = useCheckedFile(rule, onChoose);
  // The refusal is announced (an alert) and brought into view with its field, also when the file came from elsewhere.
  useEffect(() => {
    if (!checked.error) return;
    document.getElementById(`${id}-fout`)?.scrollIntoView({ block: "nearest" });
  }, [checked.error, id]);
  return (
    <FormField id={id} label={label} error={checked.error ?? error} errorLive={checked.error !== null} hint={[hint, fileHint(rule)].filter(Boolean).join(" ")}>
      {(props) => (
        <>
          <input
            {...props}
            ref={inputRef}
            name={name}
            type="file"
            accept={rule.kind === "pdf" ? "application/pdf,.pdf" : "image/*"}
            onChange={(event) => {
              onBusy?.(true);
              void checked.onChange(event.currentTarget).finally(() => onBusy?.(false));
            }}
            className="file-input"
          />
          {checked.busy && <p className="mt-1 text-sm text-muted">De foto wordt verkleind...</p>}
          {checked.note && (
            <p role="status" className="mt-1 text-sm font-semibold text-brand-dark">
              {checked.note}
            </p>
          )}
        </>
      )}
    </FormField>
  );
}
