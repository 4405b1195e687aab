import ExternalLink from "lucide-react/icons/external-link";
import { FacebookIcon } from "~/components/ui/SocialIcons";
import { useSite } from "~/domains/instellingen/use-site";

/** Opens the group's Facebook page, where the news comes from, in a new tab. */
export function FacebookCard({ className = "" }: { className?: string }) {
  const { groep } = useSite();
  // A group without a Facebook page has nothing to open here.
  if (!groep.sociaal.facebook) return null;
  return (
    <a
      href={groep.sociaal.facebook}
      target="_blank"
      rel="noopener noreferrer"
      className={`group relative flex h-full flex-col justify-between gap-6 overflow-hidden rounded-2xl bg-gradient-to-br from-[#1b4f9c] to-[#0f3470] p-6 text-white shadow-sm transition hover:-translate-y-1 hover:shadow-xl motion-reduce:transform-none ${className}`}
    >
      <FacebookIcon className="pointer-events-none absolute -bottom-8 -right-8 h-44 w-44 text-white/10" />
      <span className="flex h-12 w-12 items-center justify-center rounded-full bg-white text-[#1b4f9c]">
        <FacebookIcon className="h-7 w-7" />
      </span>
      <span className="relative">
        <span className="block text-xl font-extrabold">Volg ons op Facebook</span>
        <span className="mt-2 block text-blue-50">
          Foto&apos;s, aankondigingen en al onze activiteiten vind je ook op de Facebookpagina van {groep.naam}.
        </span>
        <span className="mt-4 inline-flex items-center gap-1.5 font-bold underline-offset-4 group-hover:underline">
          Naar onze Facebookpagina <ExternalLink className="h-4 w-4" aria-hidden="true" />
          <span className="sr-only">(opent in een nieuw tabblad)</span>
        </span>
      </span>
    </a>
  );
}
