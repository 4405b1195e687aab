import Mail from "lucide-react/icons/mail";
import { useSite } from "~/domains/instellingen/use-site";
import { inWoord } from "~/domains/takken/rules";
import Pencil from "lucide-react/icons/pencil";
import { Link } from "react-router";
import UserPlus from "lucide-react/icons/user-plus";
import UserX from "lucide-react/icons/user-x";
import Users from "lucide-react/icons/users";
import { useState } from "react";
import { AddLink, AdminList, ROW_BUTTON_DELETE, ROW_BUTTON_NEUTRAL } from "~/components/admin/AdminList";
import { ActionOutcome } from "~/components/admin/AdminOutcome";
import { InvitationLink } from "./InvitationLink";
import { isPending, useAdminAction, type UitnodigingsLink } from "~/components/admin/use-admin-action";
import { adminSectionUrl, type AdminRol } from "~/admin/parts";

export interface AccountRow {
  id: number;
  naam: string;
  email: string | null;
  rol: "beheerder" | "takleiding";
  eigenaar: boolean;
  actief: boolean;
  uitgenodigd: boolean;
  takken: string[];
  laatstAangemeld: string | null;
}

const ACTION = adminSectionUrl("accounts");

/**
 * 'Accounts Beheer': who may log in, with which role and takken; invite, change ('Bewerken': role and takken, e.g. in
 * September), re-invite and deactivate. A re-invitation that could not be mailed shows its link in the account's row
 * until it is closed. A Takleiding sees the accounts of their takken and may only change their takken on them.
 */
export function AccountsBeheer({ accounts, link, rol }: { accounts: AccountRow[]; link: UitnodigingsLink | null; rol: AdminRol }) {
  const beheerder = rol === "beheerder";
  const fetcher = useAdminAction();
  const w = useSite().woorden;
  const [links, setLinks] = useState<{ latest: UitnodigingsLink | null; open: Record<number, UitnodigingsLink> }>({ latest: null, open: {} });
  // A new link joins the open ones (derived while rendering: the answer object is new for every re-invitation).
  if (link && link !== links.latest) setLinks({ latest: link, open: { ...links.open, [link.accountId]: link } });
  const close = (id: number) => setLinks((current) => ({ ...current, open: Object.fromEntries(Object.entries(current.open).filter(([key]) => Number(key) !== id)) }));
  return (
    <AdminList
      id="accounts-beheer" title="Accounts Beheer"
      description={
        beheerder
          ? inWoord("Elke leid(st)er een eigen login. Beheerder mag alles; Takleiding beheert de activiteiten, boekjes en leiding van de eigen takken.", w)
          : inWoord("De accounts van je takken. Je kan er je eigen takken bij zetten of afhalen; de rest doet de Beheerder.", w)
      }
      action={beheerder ? <AddLink to="/admin/account/add" icon={UserPlus}>Nieuw Account</AddLink> : undefined}
      rows={accounts}
      empty={
        beheerder
          ? { icon: Users, title: "Nog geen accounts", text: "Nodig de leiding uit met 'Nieuw Account'." }
          : { icon: Users, title: `Nog geen accounts in je ${w.takken}`, text: "De Beheerder nodigt de leiding uit." }
      }
      columns={[
        { label: "Naam" },
        { label: "E-mailadres", className: "hidden md:table-cell" },
        { label: "Rol", className: "hidden sm:table-cell" },
        { label: w.Takken, className: "hidden lg:table-cell" },
        { label: "Laatst aangemeld", className: "hidden lg:table-cell" },
        { label: "Acties", className: "text-right" },
      ]}
      renderRow={(a) => (
        <tr key={a.id} data-testid="account-rij" className={a.actief ? "" : "bg-gray-50 text-muted"}>
          <td className="px-4 py-3">
            <span className="block font-semibold">{a.naam}</span>
            <span className="block text-sm">{a.eigenaar ? "Eigenaar (ADMIN_PASSWORD)" : !a.actief ? "Gedeactiveerd" : a.uitgenodigd ? "Uitgenodigd" : "Actief"}</span>
            <span className="block break-all text-sm text-muted md:hidden">{a.email}</span>
            {/* In the name's cell, the row's widest on a phone: the outcome of its buttons and a link to pass on. */}
            <ActionOutcome match={{ id: a.id }} />
            {links.open[a.id] && (
              <div className="mt-3">
                <InvitationLink link={links.open[a.id]!.url} naam={a.naam} email={a.email ?? ""} onClose={() => close(a.id)} />
              </div>
            )}
          </td>
          <td className="hidden break-all px-4 py-3 md:table-cell">{a.email ?? "—"}</td>
          <td className="hidden px-4 py-3 sm:table-cell">{a.rol === "beheerder" ? "Beheerder" : w.Takleiding}</td>
          <td className="hidden px-4 py-3 lg:table-cell">{a.takken.length ? a.takken.join(", ") : "Alle"}</td>
          <td className="hidden whitespace-nowrap px-4 py-3 lg:table-cell">{a.laatstAangemeld ?? "Nog nooit"}</td>
          <td className="px-4 py-3">
            {!a.eigenaar && (
              <div className="flex flex-wrap justify-end gap-2">
                <Link to={`/admin/account/${a.id}`} className={`${ROW_BUTTON_NEUTRAL} whitespace-nowrap`} aria-label={`${a.naam} bewerken`}>
                  <Pencil className="h-4 w-4 shrink-0" aria-hidden="true" /> <span className="hidden sm:inline">Bewerken</span>
                </Link>
                {beheerder && (
                  <fetcher.Form method="post" action={ACTION}>
                    <input type="hidden" name="intent" value="account-uitnodigen" />
                    <input type="hidden" name="id" value={a.id} />
                    <button type="submit" className={`${ROW_BUTTON_NEUTRAL} whitespace-nowrap`} disabled={isPending(fetcher, "account-uitnodigen", a.id)} aria-label={`${a.naam} opnieuw uitnodigen`}>
                      <Mail className="h-4 w-4 shrink-0" aria-hidden="true" /> <span className="hidden sm:inline">Opnieuw uitnodigen</span>
                    </button>
                  </fetcher.Form>
                )}
                {beheerder && a.actief && (
                  <fetcher.Form method="post" action={ACTION}>
                    <input type="hidden" name="intent" value="account-deactiveren" />
                    <input type="hidden" name="id" value={a.id} />
                    <button type="submit" className={`${ROW_BUTTON_DELETE} whitespace-nowrap`} disabled={isPending(fetcher, "account-deactiveren", a.id)} aria-label={`${a.naam} deactiveren`}>
                      <UserX className="h-4 w-4 shrink-0" aria-hidden="true" /> <span className="hidden sm:inline">Deactiveren</span>
                    </button>
                  </fetcher.Form>
                )}
              </div>
            )}
          </td>
        </tr>
      )}
    />
  );
}
