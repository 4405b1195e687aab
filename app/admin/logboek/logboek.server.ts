import { hostingDomain } from "~/config/env.server";
import { metricsGelezen } from "~/domains/hosting/groepen.server";
import { AUDIT_PAGE_SIZE, listAudit } from "~/domains/audit/audit.server";
import { listAccounts } from "~/domains/auth/accounts.server";
import { formatDateTime } from "~/lib/dates";
import { defineSection } from "~/admin/part.server";

/** 'Logboek': every change, who made it and when; filters per account and kind of record, with paging. */
export const logboekSectie = defineSection({
  async load({ url }) {
    const accountParam = Number.parseInt(url.searchParams.get("account") ?? "", 10);
    const page = Math.max(1, Number.parseInt(url.searchParams.get("pagina") ?? "", 10) || 1);
    const filter = { accountId: Number.isSafeInteger(accountParam) ? accountParam : undefined, entity: url.searchParams.get("soort") || undefined, page };
    const [log, accounts, cijfers] = await Promise.all([listAudit(filter), listAccounts(), hostingDomain() ? metricsGelezen() : null]);
    return {
      rows: log.rows.map((r) => ({
        id: r.id,
        wanneer: formatDateTime(r.at),
        wie: r.accountNaam ?? "Systeem",
        actie: r.action,
        soort: r.entity,
        record: r.entityId,
        detail: r.detail,
      })),
      accounts: accounts.map((a) => ({ id: a.id, naam: a.naam })),
      soorten: log.entities,
      filter: { account: filter.accountId ? String(filter.accountId) : "", soort: filter.entity ?? "" },
      page,
      pages: Math.max(1, Math.ceil(log.total / AUDIT_PAGE_SIZE)),
      total: log.total,
      // The hoster's reads of the figures are in the installation's log, once a day (ADR 0047): the latest, said here.
      cijfersGelezen: cijfers === null ? null : formatDateTime(cijfers),
    };
  },
  actions: {},
});
