import { plaatsDelen } from "~/domains/activiteiten/rules";

/**
 * An activity's 'Plaats' as parents see it (issue 52): the text as typed, broken anywhere when it must (a long word
 * never widens the page), and each http(s) link in it as a link that opens in a new tab ('Bekijk op de kaart' for a
 * map). Text stays text: only what the URL parser accepts as http(s) becomes an `href`.
 */
export function PlaatsTekst({ plaats }: { plaats: string }) {
  return (
    <span className="min-w-0 wrap-anywhere">
      {plaatsDelen(plaats).map((deel, i) =>
        "url" in deel ? (
          <a key={i} href={deel.url} target="_blank" rel="noopener noreferrer" className="font-semibold text-brand-dark underline underline-offset-2">
            {deel.label}
            <span className="sr-only"> (opent in een nieuw tabblad)</span>
          </a>
        ) : (
          deel.tekst
        ),
      )}
    </span>
  );
}
