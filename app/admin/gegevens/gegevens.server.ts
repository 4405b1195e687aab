import { redirect } from "react-router";
import { BRONNEN, wisGegevens, zoekGegevens } from "~/domains/gegevens/gegevens.server";
import { gegevensInput } from "~/domains/gegevens/validation";
import { NO_STORE } from "~/lib/admin-form.server";
import { formatDate, formatDateTime } from "~/lib/dates";
import { InputError } from "~/lib/errors";
import { textField } from "~/lib/request-body.server";
import { defineSection, outcome } from "~/admin/part.server";

const ONGELDIG = "Dit is geen geldig e-mailadres.";

/** What 'Alles wissen' erased, read back from the redirect's ?gewist=soort:aantal,… (counts only, never the address). */
function gewistVan(url: URL): { label: string; aantal: number }[] | null {
  const param = url.searchParams.get("gewist");
  if (param === null) return null;
  return BRONNEN.map((b) => ({ label: b.label, aantal: Number(/^\d{1,9}$/.exec(param.split(",").find((d) => d.startsWith(`${b.soort}:`))?.slice(b.soort.length + 1) ?? "")?.[0] ?? 0) }));
}

/**
 * 'Gegevens van een ouder' (ADR 0047): an address typed in a GET form (?email=), what the group stores under it per
 * kind, the JSON download (its own route, admin.gegevens-json.ts) and 'Alles wissen' after a confirmation page
 * (?wissen=1). Plain forms: it works without JavaScript. The Beheerder only (parts.ts; the domain checks it too).
 */
export const gegevensSectie = defineSection({
  async load({ url }) {
    const tot = Number(url.searchParams.get("tot"));
    const basis = {
      gewist: gewistVan(url),
      kopieenWegOp: Number.isSafeInteger(tot) && tot > 0 ? formatDate(tot) : null,
    };
    const email = url.searchParams.get("email");
    if (email === null) return { ...basis, email: "", fout: null, bevestigen: false, gevonden: null };
    const input = gegevensInput.safeParse({ email });
    if (!input.success) return { ...basis, email, fout: input.error.issues[0]?.message ?? ONGELDIG, bevestigen: false, gevonden: null };
    const gevonden = await zoekGegevens(input.data.email);
    return {
      ...basis,
      // As it is compared: trimmed and lowercased.
      email: gevonden.email,
      fout: null,
      bevestigen: url.searchParams.get("wissen") === "1" && gevonden.totaal > 0,
      gevonden: {
        totaal: gevonden.totaal,
        soorten: gevonden.soorten.map((s) => ({
          soort: s.soort,
          label: s.label,
          aantal: s.aantal,
          // Each row as label-value pairs, moments in Brussels time: the view lists them as they are.
          rijen: s.rijen.map((r) =>
            Object.entries(r).map(([veld, waarde]) => [veldLabel(veld), toon(waarde)] as const),
          ),
        })),
      },
    };
  },
  actions: {
    "gegevens-wissen": async ({ body }) => {
      const input = gegevensInput.safeParse({ email: textField(body, "email") ?? "" });
      if (!input.success) return outcome({ ok: false, error: input.error.issues[0]?.message ?? ONGELDIG }, 400);
      try {
        const gewist = await wisGegevens(input.data.email);
        const params = new URLSearchParams({ sectie: "gegevens", gewist: gewist.soorten.map((s) => `${s.soort}:${s.verwijderd + s.gewist}`).join(",") });
        if (gewist.kopieenWegOp) params.set("tot", String(Date.parse(gewist.kopieenWegOp)));
        return redirect(`/admin?${params}`, { headers: NO_STORE });
      } catch (error) {
        if (error instanceof InputError) return outcome({ ok: false, error: error.message }, error.status);
        throw error;
      }
    },
  },
});

const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;

function toon(waarde: unknown): string {
  if (waarde === null || waarde === undefined || waarde === "") return "—";
  if (typeof waarde === "boolean") return waarde ? "ja" : "nee";
  if (Array.isArray(waarde)) return waarde.join(", ") || "—";
  if (typeof waarde === "string" && ISO.test(waarde)) return formatDateTime(Date.parse(waarde));
  return String(waarde);
}

/** 'ingeschrevenOp' → 'Ingeschreven op': the export's keys, read as words. */
function veldLabel(veld: string): string {
  const woorden = veld.replace(/([A-Z])/g, " $1").toLowerCase();
  return woorden.charAt(0).toUpperCase() + woorden.slice(1);
}
