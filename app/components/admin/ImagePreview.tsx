import type { LucideIcon } from "lucide-react";
import { useEffect, useState, type ReactNode } from "react";
import { FileField } from "./FileField";

/** The picture a form will send, shown before it is sent; the browser's object URL is freed when it changes. */
export function useFilePreview(): [string | null, (file: Blob | null | undefined) => void] {
  const [preview, setPreview] = useState<string | null>(null);
  useEffect(() => () => {
    if (preview) URL.revokeObjectURL(preview);
  }, [preview]);
  return [preview, (file) => setPreview(file ? URL.createObjectURL(file) : null)];
}

/**
 * The dashed frame a form shows its picture in, or, while there is none, an icon with `empty.text`. With `label`
 * the frame is a named group (the picture then comes from a field elsewhere in the form).
 */
export function PreviewBox({
  shape,
  empty,
  label,
  className = "mt-3",
  children,
}: {
  shape: "square" | "wide";
  empty: { icon: LucideIcon; text: string };
  label?: { id: string; text: string };
  className?: string;
  children: ReactNode;
}) {
  return (
    <>
      {label && <p className="label" id={label.id}>{label.text}</p>}
      <div
        role={label ? "group" : undefined}
        aria-labelledby={label?.id}
        className={`flex w-full items-center justify-center overflow-hidden rounded-xl border-2 border-dashed border-gray-300 bg-gray-50 ${
          shape === "square" ? "aspect-square" : "aspect-video"
        } ${className}`}
      >
        {children || (
          <div className="flex flex-col items-center gap-2 p-4 text-center text-muted">
            <empty.icon className="h-10 w-10" aria-hidden="true" />
            <span className="text-sm">{empty.text}</span>
          </div>
        )}
      </div>
    </>
  );
}

/**
 * The picture column of a form: the file field (checked as soon as a file is chosen, `FileField`), and below it the
 * preview (`children`) or the empty frame.
 */
export function PictureField({
  shape,
  empty,
  children,
  ...field
}: Parameters<typeof FileField>[0] & { shape: "square" | "wide"; empty: { icon: LucideIcon; text: string }; children: ReactNode }) {
  return (
    <>
      <FileField {...field} />
      <PreviewBox shape={shape} empty={empty}>
        {children}
      </PreviewBox>
    </>
  );
}
