import { data, redirect } from "react-router";
import { inviteAccount } from "~/domains/auth/accounts.server";
import { requireAdminPage, type AdminRequest } from "~/domains/auth/auth.server";
import { NO_ACCESS } from "~/domains/auth/messages";
import { accountInput } from "~/domains/auth/validation";
import { listLeiding } from "~/domains/leiding/leiding.server";
import { listPublicTakken } from "~/domains/takken/takken.server";
import { formDataOf, formFailure, NO_STORE, refusedFields } from "~/lib/admin-form.server";
import { parseForm } from "~/lib/forms";
import { readBody, type Body } from "~/lib/request-body.server";
import { eenmaligFormulier, formVerzending } from "~/domains/verzendingen/formulier.server";
import { nieuweSleutel } from "~/domains/verzendingen/rules";

// 'Nieuw Account' (/admin/account/add), the Beheerder's: its data and the invitation. The route module
// (routes/admin.account.add.tsx) only hands over.

export async function nieuwAccountPagina({ request, context }: AdminRequest) {
  const { rol } = requireAdminPage({ request, context });
  if (rol !== "beheerder") throw data(NO_ACCESS, { status: 403, headers: NO_STORE });
  const [takken, leiding] = await Promise.all([listPublicTakken(), listLeiding(undefined, { admin: true })]);
  return data(
    {
      rol,
      takken: takken.map((t) => ({ id: t.id, name: t.name })),
      leiding: leiding.map((l) => ({ id: l.id, name: l.name })),
      verzending: nieuweSleutel(),
    },
    { headers: NO_STORE },
  );
}

export async function nieuwAccountOpslaan({ request, context }: AdminRequest) {
  const actor = requireAdminPage({ request, context });
  let body: Body = {};
  try {
    body = await readBody(request, { maxFileSize: 1024, lists: ["takken"] });
    // One tap, one save: a second post of this form's render answers as the first did (issue 52).
    return await eenmaligFormulier(formVerzending(request, actor, body), async () => {
      const submission = parseForm(formDataOf(body), accountInput);
      if (submission.status !== "success") return refusedFields(submission);
      const { link, naam, email } = await inviteAccount(submission.value);
      if (!link) return redirect("/admin?sectie=accounts&melding=account-uitgenodigd", { headers: NO_STORE });
      // No mail went out: the page says so and shows the link; the form is empty for the next account.
      return data({ link, naam, email }, { headers: NO_STORE });
    });
  } catch (error) {
    return formFailure(error, body, "Er is een fout opgetreden bij het uitnodigen");
  }
}
