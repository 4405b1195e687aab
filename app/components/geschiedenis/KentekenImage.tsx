import { responsiveImage } from "~/domains/media/media";

export const KENTEKEN_PLACEHOLDER = "/kenteken-placeholder.svg";

/**
 * A badge image that swaps to a local placeholder when the URL is broken (admins may type any link): the server when
 * there is none, app/enhance/reserve.ts when it fails to load. A lazy badge (one of a list) is also fetched at low
 * priority: a row of badges at the bottom of a phone's first screen must not go before what the page is about.
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
      fetchPriority={lazy ? "low" : undefined}
      decoding="async"
      data-reserve={url ? KENTEKEN_PLACEHOLDER : undefined}
      data-placeholder={url ? undefined : "true"}
      className={className || undefined}
    />
  );
}
