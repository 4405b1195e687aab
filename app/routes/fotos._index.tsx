import { data } from "react-router";
import { useSite } from "~/domains/instellingen/use-site";
import type { Route } from "./+types/fotos._index";
import { AlbumKaart } from "~/components/fotos/AlbumKaart";
import { PageHero } from "~/components/ui/PageHero";
import { listAlbums } from "~/domains/fotos/fotos.server";
import { heeftToegang } from "~/domains/fotos/rules";
import { siteOf } from "~/domains/instellingen/site";
import { pageTitle } from "~/lib/meta";
import { PRIVE_HEADERS, toegangVan } from "~/domains/fotos/toegang.server";

export function headers() {
  return PRIVE_HEADERS;
}

export function meta({ matches }: Route.MetaArgs) {
  const site = siteOf(matches);
  return [
    { title: pageTitle(site, "Foto's") },
    { name: "description", content: `De foto's van de activiteiten van ${site.groep.naam}, enkel voor de ouders en de leden.` },
    { name: "robots", content: "noindex, nofollow, noimageindex" },
  ];
}

/** The visitor's albums, newest first: those of the takken whose parents' link they opened (or all, for a leader). */
export async function loader({ request }: Route.LoaderArgs) {
  const toegang = await toegangVan(request);
  const albums = heeftToegang(toegang) ? await listAlbums(toegang) : null;
  const ongeldigeLink = new URL(request.url).searchParams.get("link") === "ongeldig";
  return data({ albums, ongeldigeLink }, { headers: PRIVE_HEADERS });
}

export default function Fotos({ loaderData }: Route.ComponentProps) {
  const { albums, ongeldigeLink } = loaderData;
  const w = useSite().woorden;
  return (
    <>
      <PageHero title="Foto's" />
      <div className="mx-auto max-w-6xl px-4 py-12 md:py-16">
        {albums === null ? (
          <p className="max-w-2xl text-lg leading-relaxed text-muted">
            {ongeldigeLink ? "Deze link naar de foto's werkt niet meer: de leiding heeft een nieuwe link gedeeld, of het scoutsjaar is voorbij. " : ""}
            {`De foto's van onze activiteiten zijn enkel voor de ouders en de leden. De leiding van elke ${w.tak} deelt een link naar de foto's van die ${w.tak} in de groep van de ouders: wie die link opent, ziet hier de albums. Heb je de link niet (meer)? Vraag hem aan de leiding van je ${w.tak}.`}
          </p>
        ) : albums.length === 0 ? (
          <p className="text-lg text-muted">Er zijn nog geen albums. Kom later nog eens kijken.</p>
        ) : (
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {albums.map((album) => (
              <li key={album.id}>
                <AlbumKaart album={album} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </>
  );
}
