import { data, redirect } from "react-router";
import { accountOmTeBewerken, wijzigAccount } from "~/domains/auth/accounts.server";
import { requireAdminPage, type AdminRequest } from "~/domains/auth/auth.server";
import { NO_ACCESS } from "~/domains/auth/messages";
import { accountWijzigingInput } from "~/domains/auth/validation";
import { listLeiding } from "~/domains/leiding/leiding.server";
import { listPublicTakken } from "~/domains/takken/takken.server";
import { formDataOf, formFailure, NO_STORE, refusedFields } from "~/lib/admin-form.server";
import { parseForm } from "~/lib/forms";
import { parseNumericId } from "~/lib/http.server";
import { readBody, type Body } from "~/lib/request-body.server";

// 'Account bewerken' (/admin/account/{id}): who may open it, its data and its save. The route module
// (routes/admin.account.$id.tsx) only hands over.

type PageArgs = AdminRequest & { params: { id: string } };

/**
 * 'Account bewerken' (/admin/account/{id}): the Beheerder changes an account's name, role, takken and leader; a
 * Takleiding only their own takken on an account of their takken (decision 0012; the domain decides).
 */
export async function accountPagina({ request, context, params }: PageArgs) {
  const actor = requireAdminPage({ request, context });
  const id = parseNumericId(params.id);
  const found = id === null ? null : await accountOmTeBewerken(id, actor);
  if (found === null) throw data("Dit account bestaat niet.", { status: 404, headers: NO_STORE });
  if (found === "geen-toegang") throw data(NO_ACCESS, { status: 403, headers: NO_STORE });
  const beheerder = actor.rol === "beheerder";
  const [takken, leiding] = await Promise.all([listPublicTakken(), beheerder ? listLeiding(undefined, { admin: true }) : []]);
  return data(
    {
      rol: actor.rol,
      account: found,
      // A Takleiding sets only their own takken; the account's other takken stay and are named apart.
      takken: takken.filter((t) => beheerder || actor.takken.includes(t.id)).map((t) => ({ id: t.id, name: t.name })),
      andereTakken: beheerder ? [] : takken.filter((t) => found.takken.includes(t.id) && !actor.takken.includes(t.id)).map((t) => t.name),
      leiding: leiding.map((l) => ({ id: l.id, name: l.name })),
    },
    { headers: NO_STORE },
  );
}

export async function accountOpslaan({ request, context, params }: PageArgs) {
  requireAdminPage({ request, context });
  let body: Body = {};
  try {
    body = await readBody(request, { maxFileSize: 1024, lists: ["takken"] });
    const id = parseNumericId(params.id);
    if (id === null) throw data("Dit account bestaat niet.", { status: 404, headers: NO_STORE });
    const submission = parseForm(formDataOf(body), accountWijzigingInput);
    if (submission.status !== "success") return refusedFields(submission);
    await wijzigAccount(id, submission.value);
    return redirect("/admin?sectie=accounts&melding=account-bijgewerkt", { headers: NO_STORE });
  } catch (error) {
    return formFailure(error, body, "Er is een fout opgetreden bij het opslaan van het account");
  }
}
