import type { Moment } from "~/domains/instellingen/rules";

/** 'Belangrijke momenten': vertical on phones and tablets, rows of five from 1024 px. */
export function Tijdlijn({ momenten }: { momenten: readonly Moment[] }) {
  return (
    <ol className="relative mt-8 space-y-8 border-l-4 border-brand/25 pl-8 lg:grid lg:grid-cols-5 lg:gap-6 lg:space-y-0 lg:border-l-0 lg:border-t-4 lg:pl-0 lg:pt-10">
      {momenten.map((m, i) => (
        <li key={`${m.jaar}-${i}`} className="relative">
          <span
            aria-hidden="true"
            className="absolute -left-[2.6rem] top-1 h-5 w-5 rounded-full border-4 border-white bg-brand shadow lg:-top-[3.05rem] lg:left-0"
          />
          <p className="text-2xl font-extrabold text-brand-dark">{m.jaar}</p>
          {m.titel && <h3 className="mt-1 text-lg font-extrabold text-ink">{m.titel}</h3>}
          <p className="mt-1 text-muted">{m.tekst}</p>
        </li>
      ))}
    </ol>
  );
}
