import ImagePlus from "lucide-react/icons/image-plus";
import RotateCw from "lucide-react/icons/rotate-cw";
import { useId, useRef, useState } from "react";
import { useRevalidator } from "react-router";
import { BROWSER_MAX_ZIJDE, FOTO_ACCEPT, FOTO_GEEN_AFBEELDING, FOTO_HEIC, FOTO_TE_GROOT, MAX_FOTO_BYTES } from "~/domains/fotos/rules";
import { useHydrated } from "~/lib/use-hydrated";
import { ROW_BUTTON_NEUTRAL } from "~/components/admin/AdminList";

type Status = "wachten" | "verkleinen" | "uploaden" | "klaar" | "fout";
interface Upload {
  key: number;
  naam: string;
  bestand: File;
  status: Status;
  /** Share of the bytes sent, 0 to 1. */
  voortgang: number;
  fout?: string;
}

const STATUS_TEKST: Record<Status, string> = {
  wachten: "Wacht",
  verkleinen: "Verkleinen...",
  uploaden: "Uploaden...",
  klaar: "Klaar",
  fout: "Mislukt",
};

function isHeic(file: File): boolean {
  return /image\/hei[cf]/i.test(file.type) || /\.hei[cf]$/i.test(file.name);
}

/** The browser scales the photo to at most 2560 px first (loaded only here, so no public page ships the library). */
async function verklein(file: File): Promise<File> {
  const { default: imageCompression } = await import("browser-image-compression");
  const type = file.type === "image/png" || file.type === "image/webp" ? file.type : "image/jpeg";
  const scaled = await imageCompression(file, { maxWidthOrHeight: BROWSER_MAX_ZIJDE, initialQuality: 0.9, fileType: type, useWebWorker: false });
  return new File([scaled], file.name, { type: scaled.type || type });
}

/** One photo, one request: the progress comes from the upload's own events (fetch has none). */
function verstuur(url: string, file: File, onProgress: (share: number) => void): Promise<string | null> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", url);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      if (xhr.status === 201) return resolve(null);
      let message = `De server antwoordde ${xhr.status}.`;
      try {
        const body = JSON.parse(xhr.responseText) as { fields?: { foto?: string }; error?: string };
        message = body.fields?.foto ?? body.error ?? message;
      } catch {
        // not JSON: keep the status
      }
      resolve(message);
    };
    xhr.onerror = () => resolve("De verbinding viel weg. Probeer opnieuw.");
    const form = new FormData();
    form.append("foto", file, file.name);
    xhr.send(form);
  });
}

/**
 * 'Foto's toevoegen': a multi-select of photos, each scaled in the browser and sent in its own request, with a
 * progress bar per photo and one for the batch. A refused or failed photo says why and can be sent again alone.
 */
export function FotoUpload({ albumId }: { albumId: number }) {
  const hydrated = useHydrated();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const revalidator = useRevalidator();
  const [uploads, setUploads] = useState<Upload[]>([]);
  const nextKey = useRef(0);
  const url = `/api/albums/${albumId}/fotos`;

  const update = (key: number, change: Partial<Upload>) => setUploads((list) => list.map((u) => (u.key === key ? { ...u, ...change } : u)));

  async function verwerk(upload: Upload): Promise<void> {
    let file = upload.bestand;
    if (isHeic(file)) return update(upload.key, { status: "fout", fout: FOTO_HEIC });
    if (!/^image\/(jpeg|png|webp)$/.test(file.type)) return update(upload.key, { status: "fout", fout: FOTO_GEEN_AFBEELDING });
    update(upload.key, { status: "verkleinen", voortgang: 0, fout: undefined });
    try {
      file = await verklein(file);
    } catch {
      // Sent as it is: the server scales and checks it anyway.
    }
    if (file.size > MAX_FOTO_BYTES) return update(upload.key, { status: "fout", fout: FOTO_TE_GROOT });
    update(upload.key, { status: "uploaden", bestand: file });
    const fout = await verstuur(url, file, (share) => update(upload.key, { voortgang: share }));
    update(upload.key, fout ? { status: "fout", fout } : { status: "klaar", voortgang: 1 });
  }

  async function kies(files: FileList | null) {
    if (!files?.length) return;
    const batch = [...files].map((bestand) => ({ key: nextKey.current++, naam: bestand.name, bestand, status: "wachten" as Status, voortgang: 0 }));
    setUploads(batch);
    if (input.current) input.current.value = "";
    // One photo after the other: the server processes one at a time anyway, and a phone's upload is the bottleneck.
    for (const upload of batch) await verwerk(upload);
    await revalidator.revalidate();
  }

  async function opnieuw(upload: Upload) {
    await verwerk(upload);
    await revalidator.revalidate();
  }

  const klaar = uploads.filter((u) => u.status === "klaar").length;
  const totaal = uploads.length ? uploads.reduce((sum, u) => sum + (u.status === "klaar" ? 1 : u.voortgang), 0) / uploads.length : 0;

  return (
    <div className="space-y-4">
      <form method="post" action={url} encType="multipart/form-data" className="flex flex-col gap-2 sm:flex-row sm:items-center">
        <label htmlFor={inputId} className={hydrated ? "btn-primary cursor-pointer focus-within:outline-3 focus-within:outline-offset-2 focus-within:outline-brand-dark" : "label"}>
          {hydrated && <ImagePlus className="h-5 w-5" aria-hidden="true" />}
          Foto's toevoegen
        </label>
        <input
          ref={input}
          id={inputId}
          type="file"
          name="foto"
          multiple
          accept={FOTO_ACCEPT}
          className={hydrated ? "sr-only" : "file-input"}
          onChange={(event) => void kies(event.currentTarget.files)}
        />
        {!hydrated && (
          <button type="submit" className="btn-primary">
            Uploaden
          </button>
        )}
        <p className="text-sm text-muted">JPEG, PNG of WebP, tot 25 MB per foto. Grote foto's worden eerst verkleind.</p>
      </form>

      {uploads.length > 0 && (
        <div className="card p-4" data-testid="upload-voortgang">
          <label htmlFor={`${inputId}-totaal`} className="text-sm font-semibold">
            {klaar} van {uploads.length} foto's geüpload
          </label>
          <progress id={`${inputId}-totaal`} max={1} value={totaal} className="mt-1 block h-3 w-full accent-brand-dark" />
          <ul className="mt-4 space-y-3">
            {uploads.map((u) => (
              <li key={u.key} className="text-sm" data-testid="upload-rij">
                <div className="flex items-center justify-between gap-2">
                  <label htmlFor={`${inputId}-${u.key}`} className="min-w-0 truncate font-semibold">
                    {u.naam}
                  </label>
                  <span className={u.status === "fout" ? "font-semibold text-red-700" : "text-muted"}>{STATUS_TEKST[u.status]}</span>
                </div>
                <progress id={`${inputId}-${u.key}`} max={1} value={u.status === "klaar" ? 1 : u.voortgang} className="mt-1 block h-2 w-full accent-brand-dark" />
                {u.status === "fout" && (
                  <div className="mt-1 flex flex-wrap items-center gap-2">
                    <p role="alert" className="text-red-800">
                      {u.fout}
                    </p>
                    <button type="button" className={ROW_BUTTON_NEUTRAL} onClick={() => void opnieuw(u)}>
                      <RotateCw className="h-4 w-4" aria-hidden="true" /> Opnieuw proberen
                    </button>
                  </div>
                )}
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
