import { useEffect, useState, type ReactNode } from "react";

/** The picture a form will send, shown before it is sent; the browser's object URL is freed when it changes. */
export function useFilePreview(): [string | null, (file: Blob | null | undefined) => void] {
  const [preview, setPreview] = useState<string | null>(null);
  useEffect(() => () => {
    if (preview) URL.revokeObjectURL(preview);
  }, [preview]);
  return [preview, (file) => setPreview(file ? URL.createObjectURL(file) : null)];
}

/** The dashed frame a form shows its picture in, or what stands there while there is none. */
export function PreviewBox({ shape, children }: { shape: "square" | "wide"; children: ReactNode }) {
  return (
    <div
      className={`mt-3 flex w-full items-center justify-center overflow-hidden rounded-xl border-2 border-dashed border-gray-300 bg-gray-50 ${
        shape === "square" ? "aspect-square" : "aspect-video"
      }`}
    >
      {children}
    </div>
  );
}
