import BellRing from "lucide-react/icons/bell-ring";
import CheckCircle2 from "lucide-react/icons/circle-check";
import Loader2 from "lucide-react/icons/loader-circle";
import { useId } from "react";
import { useLocation } from "react-router";
import { isMeldingUitkomst, MELDING_ANKER, MELDING_BERICHTEN, MELDING_VLAG, type MeldingUitkomst } from "~/domains/meldingen/teksten";
import { PushKnop } from "./PushKnop";
import { inWoord } from "~/domains/takken/rules";
import { useSite } from "~/domains/instellingen/use-site";
import { Blok } from "~/components/ui/Blok";
import { HerinneringVinkje, TakkenVinkjes } from "./TakkenVinkjes";

/**
 * 'Op de hoogte blijven': a parent signs up for a message when an activity of their takken is added, moved or
 * cancelled, and for the weekly overview. A plain form (POST /meldingen): the route sends the browser back here with
 * `?meldingen=<uitkomst>`, which the block shows; app/enhance posts it in place (this block comes back with the
 * outcome). Where the browser can, 'Meldingen op dit toestel' subscribes this device to push messages.
 */
export function MeldingenBlok({
  takken,
  eigenTak,
  uitklap = false,
  className = "",
}: {
  takken: readonly { slug: string; name: string }[];
  eigenTak: string | null;
  /** Closed until tapped (the tak page's 'Blijf op de hoogte'); open when the page answers its form. */
  uitklap?: boolean;
  className?: string;
}) {
  const id = useId();
  const location = useLocation();
  const w = useSite().woorden;
  const vlag = new URLSearchParams(location.search).get(MELDING_VLAG);
  const uitkomst: MeldingUitkomst | undefined = isMeldingUitkomst(vlag) ? vlag : undefined;
  const ok = uitkomst === "ok";
  const terug = new URLSearchParams(location.search);
  terug.delete(MELDING_VLAG);
  const query = terug.toString();

  const emailFout = uitkomst === "ongeldig" ? MELDING_BERICHTEN.ongeldig : undefined;
  const takFout = uitkomst === "geen-tak" ? inWoord(MELDING_BERICHTEN["geen-tak"], w) : undefined;
  return (
    <Blok
      id={MELDING_ANKER}
      titelId={`${id}-titel`}
      titel="Op de hoogte blijven"
      icoon={<BellRing className="h-6 w-6 shrink-0 text-brand" aria-hidden="true" />}
      uitklap={uitklap}
      open={uitkomst !== undefined}
      className={className}
    >
      <p className="mt-2 text-muted">
        {`Krijg een bericht als een activiteit verplaatst of afgelast wordt, en elke donderdag wat er die week gepland is. Kinderen in meer ${w.takken}? Vink ze allemaal aan: je krijgt elk bericht één keer.`}
      </p>
      <form method="post" action="/meldingen" data-vervang={MELDING_ANKER} data-behoud={uitkomst && !ok ? "" : undefined} className="mt-4 space-y-4">
        <input type="hidden" name="redirectTo" value={`${location.pathname}${query ? `?${query}` : ""}`} />
        <div>
          <label htmlFor={`${id}-email`} className="label">
            E-mailadres
          </label>
          <input
            id={`${id}-email`}
            name="email"
            type="email"
            required
            maxLength={254}
            autoComplete="email"
            aria-invalid={emailFout ? true : undefined}
            aria-describedby={emailFout ? `${id}-email-fout` : undefined}
            className="input"
          />
          {emailFout && (
            <p id={`${id}-email-fout`} className="mt-1 text-sm font-semibold text-red-700">
              {emailFout}
            </p>
          )}
        </div>
        <TakkenVinkjes id={`${id}-takken`} takken={takken} gekozen={eigenTak ? [eigenTak] : []} fout={takFout} />
        <HerinneringVinkje id={`${id}-herinnering`} aan />
        <button type="submit" className="btn-primary w-full">
          <Loader2 className="als-bezig h-4 w-4 animate-spin" aria-hidden="true" />
          Inschrijven voor meldingen
        </button>
        <p id={`${id}-melding`} role="status" aria-live="polite" className="text-sm font-semibold [&:empty]:hidden">
          {ok ? (
            <span className="inline-flex items-start gap-1.5 text-brand-dark">
              <CheckCircle2 className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
              {MELDING_BERICHTEN.ok}
            </span>
          ) : uitkomst === "te-veel" || uitkomst === "fout" ? (
            <span className="text-red-700">{MELDING_BERICHTEN[uitkomst]}</span>
          ) : null}
        </p>
        <p role="alert" data-network-error={MELDING_BERICHTEN.fout} hidden className="text-sm font-semibold text-red-700" />
      </form>
      <PushKnop />
    </Blok>
  );
}
