import { AbonneerBlok } from "~/components/activiteiten/AbonneerBlok";
import { MeldingenBlok } from "~/components/meldingen/MeldingenBlok";

/**
 * The tak page's 'Blijf op de hoogte' (issue 51): the calendar subscription and the parents' messages as two blocks
 * that open on demand, below the activities, so that a phone opens on what is next.
 */
export function BlijfOpDeHoogte({
  takSlug,
  abonneerTakken,
  meldingTakken,
}: {
  takSlug: string;
  abonneerTakken: readonly { slug: string; name: string }[];
  meldingTakken: readonly { slug: string; name: string }[] | null;
}) {
  return (
    <section className="pb-12 md:pb-16" aria-labelledby="blijf-op-de-hoogte">
      <div className="mx-auto max-w-6xl px-4">
        <h2 id="blijf-op-de-hoogte" className="text-2xl font-extrabold md:text-3xl">
          Blijf op de hoogte
        </h2>
        <div className="mt-4 grid items-start gap-4 lg:grid-cols-2">
          <AbonneerBlok takken={abonneerTakken} standaard={[takSlug]} uitklap />
          {meldingTakken && <MeldingenBlok takken={meldingTakken} eigenTak={takSlug} uitklap />}
        </div>
      </div>
    </section>
  );
}
