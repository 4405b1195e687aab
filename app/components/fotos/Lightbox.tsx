import ChevronLeft from "lucide-react/icons/chevron-left";
import ChevronRight from "lucide-react/icons/chevron-right";
import X from "lucide-react/icons/x";
import { useEffect, useRef, type KeyboardEvent, type MouseEvent, type TouchEvent } from "react";
import { useFetcher } from "react-router";
import { fotoSrcSet, fotoUrl, type FotoView } from "~/domains/fotos/rules";

export type VerzoekUitkomst = { ok: true; foto: number } | { ok: false; foto: number; error: string };

const SWIPE_PX = 40;

/**
 * One photo at a time over the page: arrow keys and a swipe go to the neighbours, Escape or 'Sluiten' closes. It is
 * the `?foto=` of the album's address, so it also opens without JavaScript (then as an ordinary page section) and
 * the removal request under it is an ordinary form post.
 */
export function Lightbox({
  albumId,
  albumTitel,
  fotos,
  index,
  uitkomst,
  onGa,
}: {
  albumId: number;
  albumTitel: string;
  fotos: readonly FotoView[];
  index: number;
  /** The answer to a removal request posted without JavaScript (with JavaScript the fetcher has it). */
  uitkomst: VerzoekUitkomst | undefined;
  /** Show another photo (its index), or close (null). */
  onGa: (index: number | null) => void;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const touchStart = useRef<number | null>(null);
  const fetcher = useFetcher<VerzoekUitkomst>();
  const foto = fotos[index]!;
  const vorige = index > 0 ? index - 1 : null;
  const volgende = index < fotos.length - 1 ? index + 1 : null;
  const titelId = "lightbox-titel";
  const antwoord = fetcher.data?.foto === foto.id ? fetcher.data : uitkomst?.foto === foto.id ? uitkomst : undefined;
  const beeld = useRef<HTMLImageElement>(null);
  const bedankt = fetcher.data?.ok === true && fetcher.data.foto === foto.id;
  useEffect(() => {
    // The request's form (and its button, which had focus) gives way to the thanks: focus goes back to the photo.
    if (bedankt) beeld.current?.focus();
  }, [bedankt]);

  useEffect(() => {
    // Rendered open by the server; with JavaScript it becomes modal (the page behind it inert, focus kept inside).
    const d = dialog.current;
    if (!d) return;
    if (!d.matches(":modal")) {
      if (d.open) d.close();
      d.showModal();
    }
    document.documentElement.classList.add("overflow-hidden");
    return () => document.documentElement.classList.remove("overflow-hidden");
  }, []);

  function ga(event: MouseEvent, target: number | null) {
    event.preventDefault();
    onGa(target);
  }

  function onKeyDown(event: KeyboardEvent) {
    if (event.target instanceof HTMLTextAreaElement) return;
    if (event.key === "ArrowLeft" && vorige !== null) onGa(vorige);
    else if (event.key === "ArrowRight" && volgende !== null) onGa(volgende);
  }

  function onTouchEnd(event: TouchEvent) {
    const start = touchStart.current;
    touchStart.current = null;
    const end = event.changedTouches[0]?.clientX;
    if (start === null || end === undefined) return;
    const dx = end - start;
    if (dx <= -SWIPE_PX && volgende !== null) onGa(volgende);
    else if (dx >= SWIPE_PX && vorige !== null) onGa(vorige);
  }

  const link = (i: number | null) => (i === null ? `/fotos/${albumId}#foto-${foto.id}` : `/fotos/${albumId}?foto=${fotos[i]!.id}`);
  const { srcSet } = fotoSrcSet(foto);
  const navButton = "inline-flex min-h-11 min-w-11 items-center justify-center gap-1 rounded-lg bg-white/10 px-3 font-semibold text-white hover:bg-white/20";

  return (
    <dialog
      ref={dialog}
      open
      aria-labelledby={titelId}
      onCancel={(event) => {
        event.preventDefault();
        onGa(null);
      }}
      onKeyDown={onKeyDown}
      className="fixed inset-0 z-[60] m-0 flex h-full max-h-none w-full max-w-none flex-col bg-black p-0 text-white backdrop:bg-black"
    >
      <div className="flex items-center justify-between gap-3 px-3 py-2">
        <h2 id={titelId} className="text-sm font-semibold">
          Foto {index + 1} van {fotos.length}
        </h2>
        <a href={link(null)} onClick={(e) => ga(e, null)} className={navButton} data-testid="lightbox-sluiten">
          <X className="h-5 w-5" aria-hidden="true" /> Sluiten
        </a>
      </div>
      <div
        className="relative flex min-h-0 flex-1 touch-pan-y items-center justify-center"
        onTouchStart={(e) => (touchStart.current = e.touches[0]?.clientX ?? null)}
        onTouchEnd={onTouchEnd}
        data-testid="lightbox-foto"
      >
        <img
          ref={beeld}
          tabIndex={-1}
          key={foto.id}
          src={fotoUrl(foto.id, 1280)}
          srcSet={srcSet}
          sizes="100vw"
          alt={`Foto ${index + 1} van ${fotos.length} uit ${albumTitel}`}
          className="max-h-full max-w-full select-none object-contain"
          draggable={false}
        />
      </div>
      <div className="flex items-center justify-between gap-3 px-3 py-2">
        {vorige !== null ? (
          <a href={link(vorige)} onClick={(e) => ga(e, vorige)} className={navButton} rel="prev">
            <ChevronLeft className="h-5 w-5" aria-hidden="true" /> Vorige foto
          </a>
        ) : (
          <span />
        )}
        {volgende !== null ? (
          <a href={link(volgende)} onClick={(e) => ga(e, volgende)} className={navButton} rel="next">
            Volgende foto <ChevronRight className="h-5 w-5" aria-hidden="true" />
          </a>
        ) : (
          <span />
        )}
      </div>
      <div className="max-h-[40vh] overflow-y-auto px-3 pb-3">
        {antwoord?.ok ? (
          <p role="status" className="rounded-lg bg-white/10 p-3 text-sm">
            Bedankt. De leiding heeft je verzoek gekregen en bekijkt het zo snel mogelijk.
          </p>
        ) : (
          <details className="rounded-lg bg-white/10 p-3 text-sm" open={antwoord && !antwoord.ok ? true : undefined}>
            <summary className="cursor-pointer font-semibold">Vraag verwijdering aan</summary>
            <fetcher.Form method="post" action={`/fotos/${albumId}?foto=${foto.id}`} className="mt-3 space-y-3">
              <input type="hidden" name="foto" value={foto.id} />
              <p>Staat je kind (of sta je zelf) op deze foto en wil je dat hij verdwijnt? De leiding krijgt je vraag.</p>
              <label htmlFor="verzoek-reden" className="block font-semibold">
                Reden (niet verplicht)
              </label>
              <textarea id="verzoek-reden" name="reden" rows={2} maxLength={500} className="input text-ink" />
              {antwoord && !antwoord.ok && (
                <p role="alert" className="font-semibold text-red-200">
                  {antwoord.error}
                </p>
              )}
              <button type="submit" className="btn-primary" disabled={fetcher.state !== "idle"}>
                {fetcher.state !== "idle" ? "Versturen..." : "Verzoek versturen"}
              </button>
            </fetcher.Form>
          </details>
        )}
      </div>
    </dialog>
  );
}
