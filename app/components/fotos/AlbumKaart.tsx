import Images from "lucide-react/icons/images";
import { Link } from "react-router";
import { useSite } from "~/domains/instellingen/use-site";
import { aantalLabel, albumDatumLabel, fotoUrl, type AlbumView } from "~/domains/fotos/rules";

/** An album in the list: its cover photo, title, tak, date and number of photos. */
export function AlbumKaart({ album }: { album: AlbumView }) {
  const { kleur } = useSite();
  return (
    <Link to={`/fotos/${album.id}`} className="card group block overflow-hidden hover:shadow-md focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-dark">
      <div className="aspect-[4/3] bg-brand-light">
        {album.cover !== null ? (
          <img src={fotoUrl(album.cover, 480)} alt="" width={480} height={360} loading="lazy" decoding="async" className="h-full w-full object-cover" />
        ) : (
          <span className="flex h-full items-center justify-center">
            <Images className="h-12 w-12 text-brand" aria-hidden="true" />
          </span>
        )}
      </div>
      <div className="p-4">
        <h2 className="text-lg font-extrabold text-ink group-hover:underline">{album.titel}</h2>
        <p className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted">
          <span className="inline-flex items-center gap-1.5 font-bold text-ink">
            <span aria-hidden="true" className="h-2.5 w-2.5 rounded-full ring-1 ring-black/10" style={{ backgroundColor: album.takKleur ?? kleur }} />
            {album.takNaam}
          </span>
          <span>{albumDatumLabel(album.datum)}</span>
          <span>{aantalLabel(album.aantal)}</span>
        </p>
      </div>
    </Link>
  );
}
