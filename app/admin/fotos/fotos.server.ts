import { redirect } from "react-router";
import { adminSectionUrl } from "~/admin/parts";
import { beheerbareActiviteit, listActiviteiten } from "~/domains/activiteiten/activiteiten.server";
import { managesTakken } from "~/domains/auth/permissions.server";
import { albumFotos, albumTakken, listAlleAlbums, takVanSlug } from "~/domains/fotos/fotos.server";
import { createAlbum, deleteAlbum, deleteFoto, listVerzoeken, voerVerzoekUit, wijsVerzoekAf } from "~/domains/fotos/mutations.server";
import { albumsBewarenJaren } from "~/domains/fotos/opruimen.server";
import { ALBUMS_BEWAREN } from "~/domains/instellingen/rules";
import { HELE_GROEP, HELE_GROEP_LABEL } from "~/domains/fotos/rules";
import { huidigeLinks, nieuweLink } from "~/domains/fotos/toegang.server";
import { albumInput } from "~/domains/fotos/validation";
import { now as clockNow } from "~/lib/clock.server";
import { NO_STORE } from "~/lib/admin-form.server";
import { numericId, parseNumericId } from "~/lib/http.server";
import { change, defineSection, formChange, loadOrReport } from "~/admin/part.server";

const DAY_MS = 24 * 60 * 60 * 1000;
const FOTOS_LOAD_FAILED = "Er is een fout opgetreden bij het laden van de albums";

/**
 * "Foto's": the parents' link of each tak this account manages ('Kopieer link', 'Nieuwe link'), the albums with their
 * photos ('Foto's toevoegen'), and the parents' removal requests ('Foto verwijderen', 'Afwijzen').
 */
export const fotosSectie = defineSection({
  load: ({ url, actor }) =>
    loadOrReport(
      async () => {
        const now = clockNow();
        const takken = (await albumTakken()).filter((t) => managesTakken([t.id]));
        const doelgroepen = [
          ...(managesTakken([]) ? [{ slug: HELE_GROEP, name: HELE_GROEP_LABEL, takId: null as number | null }] : []),
          ...takken.map((t) => ({ slug: t.slug, name: t.name, takId: t.id as number | null })),
        ];
        const urls = await huidigeLinks(doelgroepen.map((d) => d.takId), now);
        const links = doelgroepen.map((d, i) => ({ slug: d.slug, name: d.name, url: urls[i]! }));
        const beheerbaar = new Set(doelgroepen.map((d) => d.slug));
        const albums = (await listAlleAlbums()).filter((a) => beheerbaar.has(a.tak));
        const gekozen = albums.find((a) => a.id === parseNumericId(url.searchParams.get("album") ?? "")) ?? null;
        // An album may be linked to an activity the leader may change (ADR 0015): those are offered.
        const magBeheren = await beheerbareActiviteit(actor);
        const activiteiten = (await listActiviteiten({ van: now - 120 * DAY_MS, tot: now + 30 * DAY_MS })).filter(magBeheren).reverse();
        return {
          links,
          albums,
          gekozen: gekozen && { ...gekozen, fotos: await albumFotos(gekozen.id) },
          verzoeken: await listVerzoeken(),
          doelgroepen: doelgroepen.map(({ slug, name }) => ({ slug, name })),
          activiteiten: activiteiten.map((a) => ({ id: a.id, titel: a.titel, start: a.start })),
          bewaren: await albumsBewarenJaren(),
        };
      },
      { links: [], albums: [], gekozen: null, verzoeken: [], doelgroepen: [], activiteiten: [], bewaren: ALBUMS_BEWAREN.standaard },
      FOTOS_LOAD_FAILED,
    ),
  actions: {
    "album-toevoegen": async ({ body }) => {
      let id = 0;
      const failed = await formChange(
        body,
        albumInput,
        async (input) => {
          id = (await createAlbum(input)).id;
        },
        "album-toegevoegd",
        "Er is een fout opgetreden bij het aanmaken van het album",
      );
      if (!id) return failed;
      return redirect(adminSectionUrl("fotos", { album: String(id), melding: "album-toegevoegd" }), { headers: NO_STORE });
    },
    "album-verwijderen": ({ id }) =>
      change(() => deleteAlbum(numericId(id)), "album-verwijderd", "Er is een fout opgetreden bij het verwijderen van het album"),
    "foto-verwijderen": ({ id }) => change(() => deleteFoto(numericId(id)), "foto-verwijderd", "Er is een fout opgetreden bij het verwijderen van de foto"),
    "verzoek-uitvoeren": ({ id }) => change(() => voerVerzoekUit(numericId(id)), "foto-verwijderd", "Er is een fout opgetreden bij het verwijderen van de foto"),
    "verzoek-afwijzen": ({ id }) => change(() => wijsVerzoekAf(numericId(id)), "verzoek-afgewezen", "Er is een fout opgetreden bij het afwijzen van het verzoek"),
    "fotolink-nieuw": ({ id }) =>
      change(
        async () => {
          const { takId, naam } = await takVanSlug(id);
          await nieuweLink(takId, naam);
        },
        "fotolink-nieuw",
        "Er is een fout opgetreden bij het maken van een nieuwe link",
      ),
  },
});
