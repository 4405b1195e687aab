import { responsiveImage } from "~/domains/media/media";

export const KENTEKEN_PLACEHOLDER = "/kenteken-placeholder.svg";

/**
 * A badge image that swaps to a local placeholder when the URL is broken (admins may type any link): the server when
 * there is none, app/enhance/reserve.ts when it fails to load.
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
  const image = url ? responsiveImage(url) : { src: KENTEKEN_PLACEHOLDER, srcSet: undefined };
  return (
    <img
      src={image.src}
      srcSet={image.srcSet}
      sizes={image.srcSet ? sizes : undefined}
      alt={alt}
      width={400}
      height={400}
      loading={lazy ? "lazy" : "eager"}
      decoding="async"
      data-reserve={url ? KENTEKEN_PLACEHOLDER : undefined}
      data-placeholder={url ? undefined : "true"}
      className={className || undefined}
    />
  );
}
