import { fotoSrcSet, versieMaat, type FotoView } from "~/domains/fotos/rules";

/**
 * The album's photos as square thumbnails: the browser picks the version that fits (srcset) and loads them as they
 * scroll into view. Each is a link to the photo in the lightbox (`?foto=`), opened in place with JavaScript.
 */
export function FotoGrid({
  albumId,
  albumTitel,
  fotos,
  onOpen,
}: {
  albumId: number;
  albumTitel: string;
  fotos: readonly FotoView[];
  onOpen: (index: number) => void;
}) {
  return (
    <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-4" data-testid="foto-grid">
      {fotos.map((foto, index) => {
        const { src, srcSet } = fotoSrcSet(foto);
        const maat = versieMaat(foto, 480);
        return (
          <li key={foto.id}>
            <a
              id={`foto-${foto.id}`}
              href={`/fotos/${albumId}?foto=${foto.id}`}
              onClick={(event) => {
                if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
                event.preventDefault();
                onOpen(index);
              }}
              className="block aspect-square overflow-hidden rounded-lg bg-brand-light focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-dark"
            >
              <img
                src={src}
                srcSet={srcSet}
                sizes="(min-width: 1024px) 280px, (min-width: 640px) 33vw, 50vw"
                width={maat.breedte}
                height={maat.hoogte}
                loading={index < 4 ? "eager" : "lazy"}
                decoding="async"
                alt={`Foto ${index + 1} van ${fotos.length} uit ${albumTitel}`}
                className="h-full w-full object-cover transition-transform hover:scale-105"
              />
            </a>
          </li>
        );
      })}
    </ul>
  );
}
