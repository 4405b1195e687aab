import { accountsVoor, deactivateAccount, reinviteAccount } from "~/domains/auth/accounts.server";
import { formatDateTime } from "~/lib/dates";
import { numericId } from "~/lib/http.server";
import type { UitnodigingsLink } from "~/components/admin/use-admin-action";
import { change, defineSection, outcome } from "~/admin/part.server";

/**
 * 'Accounts': who may log in, with which role; inviting (/admin/account/add) and changing one (/admin/account/{id})
 * are forms of their own. A Takleiding sees the accounts of their takken, to change their own takken on them.
 */
export const accountsSectie = defineSection({
  async load({ actor }) {
    const accounts = await accountsVoor(actor);
    return { accounts: accounts.map(({ lastLoginAt, ...a }) => ({ ...a, laatstAangemeld: lastLoginAt ? formatDateTime(lastLoginAt) : null })) };
  },
  actions: {
    "account-deactiveren": ({ id }) =>
      change(() => deactivateAccount(numericId(id)), "account-gedeactiveerd", "Er is een fout opgetreden bij het deactiveren van het account"),
    "account-uitnodigen": async ({ id }) => {
      let link: UitnodigingsLink | null = null;
      const result = await change(
        async () => {
          const sent = await reinviteAccount(numericId(id));
          if (sent.link) link = { url: sent.link, accountId: sent.id, naam: sent.naam, email: sent.email };
        },
        "account-uitgenodigd",
        "Er is een fout opgetreden bij het versturen van de uitnodiging",
      );
      // Without SMTP no mail went out: the Beheerder is told so, and gets the link to pass on.
      return link ? outcome({ ok: true, melding: "uitnodiging-zonder-mail", link }) : result;
    },
  },
});
