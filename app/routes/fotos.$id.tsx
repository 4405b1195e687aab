import ArrowLeft from "lucide-react/icons/arrow-left";
import Download from "lucide-react/icons/download";
import { useEffect, useRef } from "react";
import { data, Link, useNavigate, useSearchParams, type ShouldRevalidateFunctionArgs } from "react-router";
import type { Route } from "./+types/fotos.$id";
import { FotoGrid } from "~/components/fotos/FotoGrid";
import { Lightbox, type VerzoekUitkomst } from "~/components/fotos/Lightbox";
import { PageHero } from "~/components/ui/PageHero";
import { siteOf } from "~/domains/instellingen/site";
import { pageTitle } from "~/lib/meta";
import { albumFotos, getAlbum } from "~/domains/fotos/fotos.server";
import { vraagVerwijdering } from "~/domains/fotos/mutations.server";
import { aantalLabel, albumDatumLabel } from "~/domains/fotos/rules";
import { PRIVE_HEADERS, toegangVan } from "~/domains/fotos/toegang.server";
import { verwijderVerzoekInput } from "~/domains/fotos/validation";
import { InputError } from "~/lib/errors";
import { parseNumericId } from "~/lib/http.server";
import { readFormData } from "~/lib/request-body.server";
import { messagesOf, parseForm } from "~/lib/forms";
import { clientAddressContext } from "~/group/request-context";

export function headers() {
  return PRIVE_HEADERS;
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const title = loaderData ? loaderData.album.titel : "Pagina niet gevonden";
  return [{ title: pageTitle(siteOf(matches), title) }, { name: "robots", content: "noindex, nofollow, noimageindex" }];
}

/** An album the visitor may see; any other id is a 404, as if the album did not exist. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const id = parseNumericId(params.id);
  const album = id === null ? undefined : await getAlbum(id, await toegangVan(request));
  if (!album) throw data(null, { status: 404, headers: PRIVE_HEADERS });
  return data({ album, fotos: await albumFotos(album.id) }, { headers: PRIVE_HEADERS });
}

/** Opening and leafing through the lightbox changes only `?foto=`: the album is not loaded again for it. */
export function shouldRevalidate({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (!formMethod && currentUrl.pathname === nextUrl.pathname) return false;
  return defaultShouldRevalidate;
}

/** 'Vraag verwijdering aan' under a photo: a public form, also without JavaScript. */
export async function action({ request, context }: Route.ActionArgs) {
  let fotoId = 0;
  try {
    const form = await readFormData(request, { maxBytes: 8 * 1024, tooLarge: "Het verzoek is te groot." });
    fotoId = parseNumericId(String(form.get("foto") ?? "")) ?? 0;
    const submission = parseForm(form, verwijderVerzoekInput);
    if (submission.status !== "success") {
      const error = Object.values(messagesOf(submission))[0] ?? "Het verzoek is ongeldig.";
      return data<VerzoekUitkomst>({ ok: false, foto: fotoId, error }, { status: 400, headers: PRIVE_HEADERS });
    }
    await vraagVerwijdering(fotoId, submission.value.reden, await toegangVan(request), context.get(clientAddressContext));
    return data<VerzoekUitkomst>({ ok: true, foto: fotoId }, { headers: PRIVE_HEADERS });
  } catch (error) {
    if (!(error instanceof InputError)) throw error;
    const message = Object.values(error.fields)[0] ?? error.message;
    return data<VerzoekUitkomst>({ ok: false, foto: fotoId, error: message }, { status: error.status, headers: PRIVE_HEADERS });
  }
}

export default function Album({ loaderData, actionData }: Route.ComponentProps) {
  const { album, fotos } = loaderData;
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const open = fotos.findIndex((f) => String(f.id) === params.get("foto"));
  // The thumbnail of the photo shown last gets focus back when the lightbox closes.
  const laatst = useRef<number | null>(null);
  useEffect(() => {
    if (open >= 0) laatst.current = fotos[open]!.id;
    else if (laatst.current !== null) {
      document.getElementById(`foto-${laatst.current}`)?.focus();
      laatst.current = null;
    }
  }, [open, fotos]);

  function ga(index: number | null, openen = false) {
    const search = index === null ? "" : `?foto=${fotos[index]!.id}`;
    // Opening adds a history entry (Back closes the lightbox); leafing and closing replace it.
    navigate({ search }, { replace: !openen, preventScrollReset: true });
  }

  return (
    <>
      <PageHero
        eyebrow={
          <Link to="/fotos" className="mb-5 inline-flex items-center gap-1.5 rounded-md font-bold text-green-50 hover:text-white hover:underline">
            <ArrowLeft className="h-4 w-4" aria-hidden="true" /> Alle albums
          </Link>
        }
        title={album.titel}
        subtitle={`${album.takNaam} · ${albumDatumLabel(album.datum)} · ${aantalLabel(album.aantal)}`}
      />
      <div className="mx-auto max-w-6xl px-4 py-10 md:py-14">
        {fotos.length > 0 && (
          <p className="mb-6">
            <a href={`/fotos/${album.id}/download`} download className="btn-secondary">
              <Download className="h-5 w-5" aria-hidden="true" /> Download album
            </a>
          </p>
        )}
        {fotos.length === 0 ? (
          <p className="text-lg text-muted">Dit album heeft nog geen foto's.</p>
        ) : (
          <FotoGrid albumId={album.id} albumTitel={album.titel} fotos={fotos} onOpen={(index) => ga(index, true)} />
        )}
      </div>
      {open >= 0 && (
        <Lightbox
          key="lightbox"
          albumId={album.id}
          albumTitel={album.titel}
          fotos={fotos}
          index={open}
          uitkomst={actionData as VerzoekUitkomst | undefined}
          onGa={(index) => ga(index)}
        />
      )}
    </>
  );
}
