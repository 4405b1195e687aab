import { useState } from "react";
import { responsiveImage } from "~/domains/media/media";

export const KENTEKEN_PLACEHOLDER = "/kenteken-placeholder.svg";

/** A badge image that falls back to the placeholder when it is missing or broken. */
export function KentekenImage({ src, alt, className }: { src: string | null; alt: string; className?: string }) {
  const [broken, setBroken] = useState(false);
  const image = src && !broken ? responsiveImage(src) : { src: KENTEKEN_PLACEHOLDER };
  return (
    <img
      {...image}
      sizes="64px"
      alt={alt}
      loading="lazy"
      onError={() => setBroken(true)}
      className={className}
    />
  );
}
