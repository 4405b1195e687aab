import ScrollText from "lucide-react/icons/scroll-text";
import { Form } from "react-router";
import { AdminList } from "~/components/admin/AdminList";

export interface LogRow {
  id: number;
  wanneer: string;
  wie: string;
  actie: string;
  soort: string;
  record: string | null;
  detail: string | null;
}

export interface LogboekProps {
  rows: LogRow[];
  accounts: Array<{ id: number; naam: string }>;
  soorten: string[];
  filter: { account: string; soort: string };
  page: number;
  pages: number;
  total: number;
  /** Hosting mode: when the hoster last read the installation's figures (/metrics), which include this group's. */
  cijfersGelezen: string | null;
}

/** 'Logboek': every change, who made it, on which record and when; filters per account and kind, with paging. */
export function LogboekBeheer({ rows, accounts, soorten, filter, page, pages, total, cijfersGelezen }: LogboekProps) {
  const pageUrl = (n: number) => {
    const params = new URLSearchParams({ sectie: "logboek", ...(filter.account ? { account: filter.account } : {}), ...(filter.soort ? { soort: filter.soort } : {}), pagina: String(n) });
    return `/admin?${params}`;
  };
  return (
    <AdminList
      id="logboek" title="Logboek"
      description={`Elke wijziging in het beheer: wie, wat, welk record en wanneer. Rijen blijven twee jaar bewaard. ${total} ${total === 1 ? "rij" : "rijen"}.${
        cijfersGelezen ? ` De hoster las de cijfers van de website (aantallen en snelheid, zonder inhoud) laatst op ${cijfersGelezen}.` : ""
      }`}
      tools={
        <Form method="get" action="/admin" className="flex flex-col gap-3 sm:flex-row sm:items-end">
          <input type="hidden" name="sectie" value="logboek" />
          <div>
            <label htmlFor="logboek-account" className="label">Account</label>
            <select id="logboek-account" name="account" defaultValue={filter.account} className="input">
              <option value="">Alle accounts</option>
              {accounts.map((a) => (
                <option key={a.id} value={a.id}>{a.naam}</option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor="logboek-soort" className="label">Soort record</label>
            <select id="logboek-soort" name="soort" defaultValue={filter.soort} className="input">
              <option value="">Alle soorten</option>
              {soorten.map((s) => (
                <option key={s} value={s}>{s}</option>
              ))}
            </select>
          </div>
          <button type="submit" className="btn-secondary">Filteren</button>
        </Form>
      }
      rows={rows}
      empty={{ icon: ScrollText, title: "Niets gevonden", text: "Er staan geen wijzigingen in het logboek voor deze filter." }}
      columns={[
        { label: "Wanneer" },
        { label: "Wie" },
        { label: "Wat" },
        { label: "Record", className: "hidden md:table-cell" },
      ]}
      renderRow={(r) => (
        <tr key={r.id} data-testid="logboek-rij">
          <td className="whitespace-nowrap px-4 py-3 text-sm">{r.wanneer}</td>
          <td className="px-4 py-3">{r.wie}</td>
          <td className="px-4 py-3">
            <span className="block font-mono text-sm">{r.actie}</span>
            {r.detail && <span className="block break-all text-sm text-muted">{r.detail}</span>}
          </td>
          <td className="hidden break-all px-4 py-3 text-sm md:table-cell">{r.record ? `${r.soort} ${r.record}` : r.soort}</td>
        </tr>
      )}
      footer={
        pages > 1 ? (
          <nav aria-label="Pagina's van het logboek" className="mt-4 flex items-center justify-between gap-2">
            {page > 1 ? <a href={pageUrl(page - 1)} className="btn-secondary">Vorige</a> : <span />}
            <span className="text-sm">Pagina {page} van {pages}</span>
            {page < pages ? <a href={pageUrl(page + 1)} className="btn-secondary">Volgende</a> : <span />}
          </nav>
        ) : undefined
      }
    />
  );
}
