import Phone from "lucide-react/icons/phone";
import Star from "lucide-react/icons/star";
import UserRound from "lucide-react/icons/user-round";
import { isTelefoonZichtbaar, leiderBadges, telHref, type Leider, type TakInfo } from "~/domains/leiding/rules";
import { useSite } from "~/domains/instellingen/use-site";
import { responsiveImage } from "~/domains/media/media";
import { Sprite, SpriteIcon } from "~/components/ui/Sprite";

/**
 * Width of a photo in the grid (page padding 2 × 16 px, gaps 16 px, 1 px border): two columns on phones, three on
 * tablets, four from 1024 px (max. 268 px). Exact rather than rounded up: a phone at 1.75× then takes the 320 px
 * file, not 640.
 */
const PHOTO_SIZES = "(min-width: 1024px) 268px, (min-width: 640px) calc(33.3vw - 22px), calc(50vw - 26px)";

/** The icons of LeiderCard, once per page: the list of leaders puts this before its cards. */
export function LeiderIconen() {
  return <Sprite icons={{ takleiding: <Star fill="currentColor" />, telefoon: <Phone />, "geen-foto": <UserRound strokeWidth={1.5} /> }} />;
}

export function LeiderCard({ leider, takken }: { leider: Leider; takken: readonly TakInfo[] }) {
  const { kleur, woorden } = useSite();
  const badges = leiderBadges(leider, takken, woorden.Takleiding);
  const image = leider.imageUrl ? responsiveImage(leider.imageUrl) : null;
  return (
    <article className="card flex h-full flex-col overflow-hidden" data-testid="leider-card">
      <div className="defer-offscreen aspect-square w-full bg-brand-light">
        {image ? (
          <img
            src={image.src}
            srcSet={image.srcSet}
            sizes={image.srcSet ? PHOTO_SIZES : undefined}
            alt={`Foto van ${leider.name}`}
            width={400}
            height={400}
            loading="lazy"
            decoding="async"
            className="h-full w-full object-cover"
          />
        ) : (
          <div
            className="flex h-full w-full items-center justify-center"
            role="img"
            aria-label={`Geen foto van ${leider.name}`}
          >
            <SpriteIcon id="geen-foto" className="h-1/2 w-1/2 text-brand/40" />
          </div>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-3 sm:p-4">
        <h3 className="text-base font-extrabold leading-snug text-ink sm:text-lg">{leider.name}</h3>
        {badges.length > 0 && (
          <ul className="flex flex-wrap gap-1.5" aria-label={woorden.Takken}>
            {badges.map((badge) =>
              badge.takleiding ? (
                <li
                  key={badge.label}
                  className="inline-flex items-center gap-1 rounded-full bg-brand-dark px-2.5 py-0.5 text-xs font-bold text-white"
                >
                  <SpriteIcon id="takleiding" className="h-3 w-3" />
                  {badge.label}
                </li>
              ) : (
                <li key={badge.label} className="tak-label">
                  <span className="tak-stip" style={{ backgroundColor: badge.color ?? kleur }} aria-hidden="true" />
                  {badge.label}
                </li>
              ),
            )}
          </ul>
        )}
        {isTelefoonZichtbaar(leider, takken) && leider.tel && (
          <a
            href={telHref(leider.tel)}
            className="mt-auto inline-flex items-center gap-1.5 self-start rounded pt-1 text-sm font-semibold text-brand-dark underline-offset-2 hover:underline"
          >
            <SpriteIcon id="telefoon" className="h-4 w-4 shrink-0" />
            <span>{leider.tel}</span>
          </a>
        )}
      </div>
    </article>
  );
}
