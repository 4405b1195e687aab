import { kaartUrls, type Groep as GroepGegevens } from "~/domains/instellingen/rules";
import { MAX_LENGTE } from "~/domains/instellingen/validation";
import { foutVan, Groep, InstellingenForm, Veld, type Fout } from "./velden";

const INTENT = "instellingen-groep";

/** 'Groep': name, address, contact, map, links and the meeting time. */
export function GroepForm({ groep, fout: alleFouten }: { groep: GroepGegevens; fout: Fout }) {
  const fout = foutVan(alleFouten, INTENT);
  const kaart = groep.kaart && kaartUrls(groep.kaart);
  return (
    <InstellingenForm deel="groep" intent={INTENT} fout={fout} label="Gegevens Opslaan">
      <Groep legend="De groep">
        <Veld name="naam" label="Naam" fout={fout} stored={groep.naam} required maxLength={MAX_LENGTE.naam} hint="Zoals op elke pagina, bv. Scouts Sint-Pieter Gent." />
        <Veld name="korteNaam" label="Korte naam" fout={fout} stored={groep.korteNaam} required maxLength={MAX_LENGTE.korteNaam} hint="Onder het icoon op een telefoon." />
        <Veld name="opgericht" label="Opgericht" fout={fout} stored={groep.opgericht} inputMode="numeric" hint="Het jaartal, bv. 1956." />
        <Veld name="bijeenkomst" label="Bijeenkomst" fout={fout} stored={groep.bijeenkomst} maxLength={MAX_LENGTE.bijeenkomst} hint="Bv. Elke zaterdag 14u-17u. Staat op Over ons en Contact." />
        <Veld name="leeftijden.van" label="Leden vanaf (jaar)" fout={fout} stored={groep.leeftijden.van} inputMode="numeric" required maxLength={2} />
        <Veld name="leeftijden.tot" label="Leden tot (jaar)" fout={fout} stored={groep.leeftijden.tot} inputMode="numeric" required maxLength={2} hint="Staat op Over ons en in de beschrijving voor zoekmachines." />
      </Groep>
      <Groep legend="Adres van het lokaal">
        <Veld name="adres.straat" label="Straat en nummer" fout={fout} stored={groep.adres.straat} autoComplete="address-line1" />
        <Veld name="adres.postcode" label="Postcode" fout={fout} stored={groep.adres.postcode} autoComplete="postal-code" inputMode="numeric" />
        <Veld name="adres.gemeente" label="Gemeente" fout={fout} stored={groep.adres.gemeente} autoComplete="address-level2" />
      </Groep>
      <Groep legend="Contact">
        <Veld name="email" label="E-mailadres" type="email" inputMode="email" fout={fout} stored={groep.email} hint="Staat op de site; hier komen ook de berichten van het contactformulier." />
        <Veld name="telefoon" label="Telefoon" type="tel" inputMode="tel" fout={fout} stored={groep.telefoon} hint="Leeg laten: geen telefoonnummer op de site." />
      </Groep>
      <Groep legend="Kaart">
        <Veld name="kaart.lat" label="Breedtegraad" inputMode="decimal" fout={fout} stored={groep.kaart?.lat ?? null} hint="Bv. 51.04 (noorderbreedte)." />
        <Veld name="kaart.lon" label="Lengtegraad" inputMode="decimal" fout={fout} stored={groep.kaart?.lon ?? null} hint="Bv. 3.72 (oosterlengte)." />
        <p className="text-sm text-muted sm:col-span-2">
          Zoek je lokaal op openstreetmap.org, klik er met de rechtermuisknop op en kies &lsquo;Adres tonen&rsquo;: links staan dan
          de twee getallen. Laat beide leeg: geen kaart op de pagina Contact.{" "}
          {kaart && (
            <a href={kaart.linkUrl} target="_blank" rel="noopener noreferrer" className="font-semibold text-brand-dark underline">
              Bekijk de huidige plaats op de kaart
              <span className="sr-only"> (opent in een nieuw tabblad)</span>
            </a>
          )}
        </p>
      </Groep>
      <Groep legend="Sociale media">
        <Veld name="sociaal.facebook" label="Facebook" type="url" inputMode="url" fout={fout} stored={groep.sociaal.facebook} hint="Leeg laten verbergt het icoon." />
        <Veld name="sociaal.instagram" label="Instagram" type="url" inputMode="url" fout={fout} stored={groep.sociaal.instagram} hint="Leeg laten verbergt het icoon." />
        <Veld name="sociaal.tiktok" label="TikTok" type="url" inputMode="url" fout={fout} stored={groep.sociaal.tiktok} hint="Leeg laten verbergt het icoon." />
      </Groep>
      <Groep legend="Links onderaan elke pagina">
        <Veld name="links.ledenadministratie.naam" label="Naam van de ledenadministratie" fout={fout} stored={groep.links.ledenadministratie.naam} required />
        <Veld
          name="links.ledenadministratie.url"
          label="Link naar de ledenadministratie"
          type="url"
          inputMode="url"
          fout={fout}
          stored={groep.links.ledenadministratie.url}
          hint="Leeg laten verbergt de link."
        />
        <Veld name="links.partner.naam" label="Naam van de partnersite" fout={fout} stored={groep.links.partner.naam} required />
        <Veld name="links.partner.url" label="Link naar de partnersite" type="url" inputMode="url" fout={fout} stored={groep.links.partner.url} hint="Leeg laten verbergt de link." />
        <Veld name="links.privacybeleid" label="Privacybeleid" type="url" inputMode="url" fout={fout} stored={groep.links.privacybeleid} required hint="Het document achter 'Privacybeleid'." />
      </Groep>
      <Groep legend="Website gemaakt door">
        <Veld name="maker.naam" label="Naam van de maker" fout={fout} stored={groep.maker.naam} required />
        <Veld name="maker.url" label="Link van de maker" type="url" inputMode="url" fout={fout} stored={groep.maker.url} hint="Leeg laten: de naam zonder link." />
      </Groep>
      <Groep legend="Foto's">
        <Veld
          name="albumsBewaren"
          label="Albums bewaren (scoutsjaren)"
          inputMode="numeric"
          fout={fout}
          stored={groep.albumsBewaren}
          required
          maxLength={2}
          hint="Het huidige scoutsjaar telt mee. Oudere albums worden elke nacht met hun foto's verwijderd."
        />
      </Groep>
      <p className="text-sm text-muted">Links beginnen met https://. Een wijziging staat meteen op de site.</p>
    </InstellingenForm>
  );
}
