import Check from "lucide-react/icons/check";
import Eye from "lucide-react/icons/eye";
import FolderPlus from "lucide-react/icons/folder-plus";
import ImageOff from "lucide-react/icons/image-off";
import Images from "lucide-react/icons/images";
import Trash2 from "lucide-react/icons/trash-2";
import X from "lucide-react/icons/x";
import { Form, Link, useNavigation } from "react-router";
import { aantalLabel, albumDatumLabel, fotoUrl, type AlbumView, type FotoView, type VerzoekView } from "~/domains/fotos/rules";
import { formatDateTime } from "~/lib/dates";
import { AdminList, ROW_BUTTON_DELETE, ROW_BUTTON_NEUTRAL } from "~/components/admin/AdminList";
import { FormField, InputField } from "~/components/admin/FormField";
import { FotoUpload } from "./FotoUpload";
import { ACTION, IntentKnop } from "./IntentKnop";
import { OuderLinks } from "./OuderLinks";
import { usePanelVerzending } from "~/components/admin/concept";
import { useAdminAction } from "~/components/admin/use-admin-action";
import { replyError, replyText, type FormReply } from "~/lib/forms";

/** The album form's refused post: its reply (each field's message, what was typed). */
type Refused = FormReply | null;

export function FotosBeheer({
  links,
  albums,
  gekozen,
  verzoeken,
  doelgroepen,
  activiteiten,
  bewaren,
  fout,
}: {
  links: { slug: string; name: string; url: string }[];
  albums: AlbumView[];
  gekozen: (AlbumView & { fotos: FotoView[] }) | null;
  verzoeken: VerzoekView[];
  doelgroepen: { slug: string; name: string }[];
  activiteiten: { id: number; titel: string; start: number }[];
  bewaren: number;
  fout: Refused;
}) {
  return (
    <AdminList
      id="fotos-beheer"
      title="Foto's"
      description={`Albums per tak, enkel zichtbaar voor wie de link van de tak opende en voor de leiding. Albums ouder dan ${bewaren} scoutsjaren worden automatisch verwijderd.`}
      tools={
        (verzoeken.length > 0 || gekozen) && (
          <div className="space-y-8">
            {verzoeken.length > 0 && <Verzoeken verzoeken={verzoeken} />}
            {gekozen && <AlbumFotos album={gekozen} />}
            <h2 className="text-xl font-extrabold">Albums</h2>
          </div>
        )
      }
      rows={albums}
      empty={{ icon: Images, title: "Nog geen albums", text: "Maak hieronder een album aan en voeg er foto's aan toe." }}
      deletion={{ action: ACTION, intent: "album-verwijderen", message: (a) => `Wil je het album '${a.titel}' met ${aantalLabel(a.aantal)} verwijderen?` }}
      renderRow={(album, deleteButton) => (
        <div className="card flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between" data-testid="album-rij">
          <div className="min-w-0">
            <p className="font-bold wrap-anywhere">{album.titel}</p>
            <p className="text-sm text-muted">
              {album.takNaam} · {albumDatumLabel(album.datum)} · {aantalLabel(album.aantal)}
            </p>
          </div>
          <div className="flex flex-wrap gap-2">
            <Link to={`${ACTION}&album=${album.id}`} className={ROW_BUTTON_NEUTRAL} aria-label={`Foto's toevoegen aan ${album.titel}`}>
              <FolderPlus className="h-4 w-4" aria-hidden="true" /> Foto's
            </Link>
            <a href={`/fotos/${album.id}`} className={ROW_BUTTON_NEUTRAL} aria-label={`${album.titel} bekijken`}>
              <Eye className="h-4 w-4" aria-hidden="true" /> Bekijken
            </a>
            {deleteButton({ label: `${album.titel} verwijderen`, children: <><Trash2 className="h-4 w-4" aria-hidden="true" /> Verwijderen</> })}
          </div>
        </div>
      )}
      footer={
        <>
          <AlbumForm doelgroepen={doelgroepen} activiteiten={activiteiten} fout={fout} />
          <OuderLinks links={links} />
        </>
      }
    />
  );
}

function AlbumForm({ doelgroepen, activiteiten, fout }: { doelgroepen: { slug: string; name: string }[]; activiteiten: { id: number; titel: string; start: number }[]; fout: Refused }) {
  // One tap, one album (issue 52): the button is off while it posts, and the server knows this render's key.
  const verzending = usePanelVerzending("album-toevoegen");
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === "album-toevoegen";
  return (
    <section aria-labelledby="nieuw-album" className="card mt-6 p-4 sm:p-6">
      <h2 id="nieuw-album" className="text-xl font-extrabold">Nieuw album</h2>
      <Form method="post" action={ACTION} className="mt-4 grid gap-4 sm:grid-cols-2" onSubmit={(event) => busy && event.preventDefault()}>
        <input type="hidden" name="intent" value="album-toevoegen" />
        {verzending && <input type="hidden" name="verzending" value={verzending} />}
        <InputField id="album-titel" label="Titel" name="titel" error={replyError(fout, "titel")} defaultValue={replyText(fout, "titel")} maxLength={120} aria-required autoComplete="off" />
        <FormField id="album-tak" label="Tak" error={replyError(fout, "tak")}>
          {(props) => (
            <select {...props} name="tak" defaultValue={replyText(fout, "tak")} className="input">
              {doelgroepen.map((d) => (
                <option key={d.slug} value={d.slug}>{d.name}</option>
              ))}
            </select>
          )}
        </FormField>
        <InputField id="album-datum" label="Datum" type="date" name="datum" error={replyError(fout, "datum")} defaultValue={replyText(fout, "datum")} aria-required />
        <FormField id="album-activiteit" label="Activiteit (niet verplicht)" error={replyError(fout, "activiteit")}>
          {(props) => (
            <select {...props} name="activiteit" defaultValue={replyText(fout, "activiteit")} className="input">
              <option value="">Geen activiteit</option>
              {activiteiten.map((a) => (
                <option key={a.id} value={a.id}>{`${a.titel} (${formatDateTime(a.start).slice(0, 10)})`}</option>
              ))}
            </select>
          )}
        </FormField>
        <div className="sm:col-span-2">
          <button type="submit" className="btn-primary" disabled={busy}>
            <FolderPlus className="h-5 w-5" aria-hidden="true" /> {busy ? "Aanmaken..." : "Album Aanmaken"}
          </button>
        </div>
      </Form>
    </section>
  );
}

function AlbumFotos({ album }: { album: AlbumView & { fotos: FotoView[] } }) {
  const deleter = useAdminAction();
  return (
    <section aria-labelledby="album-fotos" className="card p-4 sm:p-6">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h2 id="album-fotos" className="text-xl font-extrabold">{album.titel}</h2>
          <p className="text-sm text-muted">{album.takNaam} · {albumDatumLabel(album.datum)} · {aantalLabel(album.aantal)}</p>
        </div>
        <Link to={ACTION} className={ROW_BUTTON_NEUTRAL} aria-label="Album sluiten">
          <X className="h-4 w-4" aria-hidden="true" /> Sluiten
        </Link>
      </div>
      <div className="mt-4">
        <FotoUpload albumId={album.id} />
      </div>
      {album.fotos.length > 0 && (
        <ul className="mt-6 grid grid-cols-2 gap-3 sm:grid-cols-4 lg:grid-cols-6">
          {album.fotos.map((foto, index) => (
            <li key={foto.id} className="space-y-1">
              <img src={fotoUrl(foto.id, 480)} alt={`Foto ${index + 1}`} width={160} height={160} loading="lazy" className="aspect-square w-full rounded-lg object-cover" />
              <IntentKnop fetcher={deleter} intent="foto-verwijderen" id={foto.id} className={`${ROW_BUTTON_DELETE} w-full`} label={`Foto ${index + 1} verwijderen`}>
                <Trash2 className="h-4 w-4" aria-hidden="true" /> Verwijderen
              </IntentKnop>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function Verzoeken({ verzoeken }: { verzoeken: VerzoekView[] }) {
  const fetcher = useAdminAction();
  return (
    <section aria-labelledby="verwijderverzoeken">
      <h2 id="verwijderverzoeken" className="text-xl font-extrabold">Verzoeken tot verwijdering</h2>
      <p className="mb-4 mt-1 text-muted">Ouders vroegen om deze foto's te verwijderen.</p>
      <ul className="space-y-3">
        {verzoeken.map((v) => (
          <li key={v.id} className="card flex flex-col gap-3 p-4 sm:flex-row sm:items-center" data-testid="verzoek-rij">
            <img src={fotoUrl(v.fotoId, 480)} alt={`Gevraagde foto uit ${v.albumTitel}`} width={96} height={96} className="h-24 w-24 shrink-0 rounded-lg object-cover" />
            <div className="min-w-0 flex-1 text-sm">
              <p className="font-bold wrap-anywhere">{v.albumTitel}</p>
              <p className="text-muted">Gevraagd op {formatDateTime(v.createdAt)}</p>
              <p className="mt-1 whitespace-pre-line wrap-anywhere">{v.reden ? `Reden: ${v.reden}` : "Geen reden opgegeven."}</p>
            </div>
            <div className="flex flex-wrap gap-2">
              {(["verzoek-uitvoeren", "verzoek-afwijzen"] as const).map((intent) => (
                <IntentKnop key={intent} fetcher={fetcher} intent={intent} id={v.id} className={intent === "verzoek-uitvoeren" ? ROW_BUTTON_DELETE : ROW_BUTTON_NEUTRAL}>
                  {intent === "verzoek-uitvoeren" ? <ImageOff className="h-4 w-4" aria-hidden="true" /> : <Check className="h-4 w-4" aria-hidden="true" />}
                  {intent === "verzoek-uitvoeren" ? "Foto verwijderen" : "Afwijzen"}
                </IntentKnop>
              ))}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
