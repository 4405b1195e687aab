import { deactivateAccount, listAccounts, reinviteAccount } from "~/domains/auth/accounts.server";
import { formatDateTime } from "~/lib/dates";
import { numericId } from "~/lib/http.server";
import { change, defineSection, outcome } from "./section.server";

/** 'Accounts': who may log in, with which role; inviting is its own form (/admin/account/add). */
export const accountsSectie = defineSection({
  async load() {
    const accounts = await listAccounts();
    return { accounts: accounts.map(({ lastLoginAt, ...a }) => ({ ...a, laatstAangemeld: lastLoginAt ? formatDateTime(lastLoginAt) : null })) };
  },
  actions: {
    "account-deactiveren": ({ id }) =>
      change(() => deactivateAccount(numericId(id)), "account-gedeactiveerd", "Er is een fout opgetreden bij het deactiveren van het account"),
    "account-uitnodigen": async ({ id }) => {
      let link: string | null = null;
      const result = await change(
        async () => {
          link = (await reinviteAccount(numericId(id))).link;
        },
        "account-uitgenodigd",
        "Er is een fout opgetreden bij het versturen van de uitnodiging",
      );
      // Without SMTP the Beheerder gets the link to pass on.
      return link ? outcome({ ok: true, melding: "account-uitgenodigd", link }) : result;
    },
  },
});
