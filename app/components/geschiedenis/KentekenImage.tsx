import { useEffect, useRef, useState } from "react";
import { responsiveImage } from "~/domains/media/media";

export const KENTEKEN_PLACEHOLDER = "/kenteken-placeholder.svg";

/**
 * A badge image that swaps to a local placeholder when the URL is broken (admins may type any link).
 * An image can fail before hydration attaches onError, so the state is also checked once on mount.
 */
export function KentekenImage({
  url,
  alt,
  sizes,
  lazy = true,
  className = "",
}: {
  url: string | null;
  alt: string;
  sizes: string;
  lazy?: boolean;
  className?: string;
}) {
  const [broken, setBroken] = useState(!url);
  const ref = useRef<HTMLImageElement>(null);

  useEffect(() => {
    const img = ref.current;
    if (img && img.complete && img.naturalWidth === 0 && !img.src.endsWith(KENTEKEN_PLACEHOLDER)) setBroken(true);
  }, []);

  const image = !broken && url ? responsiveImage(url) : { src: KENTEKEN_PLACEHOLDER, srcSet: undefined };
  return (
    <img
      ref={ref}
      src={image.src}
      srcSet={image.srcSet}
      sizes={image.srcSet ? sizes : undefined}
      alt={alt}
      width={400}
      height={400}
      loading={lazy ? "lazy" : "eager"}
      decoding="async"
      onError={() => setBroken(true)}
      data-placeholder={broken ? "true" : undefined}
      className={className}
    />
  );
}
