import Star from "lucide-react/icons/star";
import { useSite } from "~/domains/instellingen/use-site";
import { responsiveImage } from "~/domains/media/media";
import { nieuwsImage } from "~/domains/nieuws/rules";

/** True for light backgrounds (e.g. the Kapoenen yellow), where a dark star reads better than a white one. */
function isLight(hex: string): boolean {
  const m = /^#?([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!m) return false;
  const [r, g, b] = [m[1], m[2], m[3]].map((c) => Number.parseInt(c ?? "0", 16) / 255);
  return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0) > 0.6;
}

/**
 * The item's picture (cover.source, img, image, picture) or, without one or when it fails to load, a star on the
 * branch colour (the star is rendered hidden after the picture: app/enhance/reserve.ts shows it instead). `priority` marks the featured picture as the page's largest paint: loaded at once, high priority.
 */
export function NieuwsImage({
  item,
  color,
  className = "",
  priority = false,
  width,
  height,
  sizes,
}: {
  item: unknown;
  color?: string | null;
  className?: string;
  priority?: boolean;
  width: number;
  height: number;
  sizes?: string;
}) {
  const src = nieuwsImage(item);
  const { kleur } = useSite();
  const background = color || kleur;
  const placeholder = <Placeholder background={background} className={className} hidden={Boolean(src)} />;
  if (src) {
    // An own activity's picture comes in several widths; a Facebook cover is one file.
    const { src: file, srcSet } = responsiveImage(src);
    return (
      <>
      <img
        src={file}
        srcSet={srcSet}
        alt=""
        width={width}
        height={height}
        sizes={sizes}
        loading={priority ? "eager" : "lazy"}
        fetchPriority={priority ? "high" : "auto"}
        decoding={priority ? "sync" : "async"}
        referrerPolicy="no-referrer"
        data-reserve=""
        className={`object-cover ${className}`}
      />
      {placeholder}
      </>
    );
  }
  return placeholder;
}

function Placeholder({ background, className, hidden }: { background: string; className: string; hidden: boolean }) {
  const light = isLight(background);
  return (
    <div
      data-testid="nieuws-placeholder"
      hidden={hidden}
      aria-hidden="true"
      className={`relative flex items-center justify-center overflow-hidden ${className}`}
      style={{ backgroundColor: background }}
    >
      <div className={`absolute inset-0 ${light ? "bg-gradient-to-br from-white/40 to-black/5" : "bg-gradient-to-br from-white/15 to-black/25"}`} />
      <Star
        className={`absolute -right-6 -top-6 h-32 w-32 rotate-12 ${light ? "text-black/5" : "text-white/10"}`}
        strokeWidth={1.5}
      />
      <Star
        className={`relative h-1/3 max-h-24 min-h-10 w-auto drop-shadow-sm ${light ? "fill-ink/10 text-ink/70" : "fill-white/20 text-white"}`}
        strokeWidth={1.75}
      />
    </div>
  );
}
