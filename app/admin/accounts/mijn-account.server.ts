import { data, redirect } from "react-router";
import { successMessage } from "~/components/admin/messages";
import { changePassword, endAllOwnSessions, endOwnSession } from "~/domains/auth/accounts.server";
import { clearedSessionCookie, requireAdminPage, type AdminRequest } from "~/domains/auth/auth.server";
import { browserName } from "~/domains/auth/browser";
import { listSessions } from "~/domains/auth/session.server";
import { changePasswordInput, profielInput } from "~/domains/auth/validation";
import { getLeiding, getZichtbaarheid } from "~/domains/leiding/leiding.server";
import { updateLeiding } from "~/domains/leiding/mutations.server";
import { MAX_IMAGE_INPUT_BYTES } from "~/domains/media/media.server";
import { listTakkenApi } from "~/domains/takken/takken.server";
import { formatDateTime } from "~/lib/dates";
import { diskFullRefusal } from "~/lib/disk-space.server";
import { InputError } from "~/lib/errors";
import { NO_STORE } from "~/lib/http.server";
import { fileField, readBody, textField } from "~/lib/request-body.server";
import { formDataOf } from "~/lib/admin-form.server";
import { parseForm, refusal, replyOf, type FormFailure } from "~/lib/forms";

// 'Mijn account' (/admin/account): the account's own sessions, password and leader profile. The route module
// (routes/admin.account.tsx) only hands over.

export async function mijnAccountPagina({ request, context }: AdminRequest) {
  const actor = requireAdminPage({ request, context });
  const [sessions, leider, zichtbaarheid, takken] = await Promise.all([
    listSessions(actor),
    actor.leidingId ? getLeiding(actor.leidingId, undefined, { admin: true }) : undefined,
    actor.leidingId ? getZichtbaarheid(actor.leidingId) : undefined,
    listTakkenApi(),
  ]);
  return data(
    {
      rol: actor.rol,
      naam: actor.naam,
      eigenaar: actor.eigenaar,
      takken: actor.rol === "beheerder" ? "Alle takken" : takken.filter((t) => actor.takken.includes(t.id)).map((t) => t.name).join(", "),
      sessions: sessions.map((s) => ({
        id: s.id,
        kind: s.kind,
        browser: s.kind === "token" ? "API-token" : browserName(s.userAgent),
        lastSeen: formatDateTime(s.lastSeenAt),
        current: s.current,
      })),
      leider: leider && zichtbaarheid ? { name: leider.name, tel: leider.tel, imageUrl: leider.imageUrl, ...zichtbaarheid } : null,
      melding: successMessage(new URL(request.url).searchParams.get("melding")),
    },
    { headers: NO_STORE },
  );
}

/** A refused form of this page (its `intent`), with the banner's message and its fields' reply. */
export type ActionResult = FormFailure & { form: string };

export async function mijnAccountOpslaan({ request, context }: AdminRequest) {
  const actor = requireAdminPage({ request, context });
  let form = "";
  try {
    const body = await readBody(request, { maxFileSize: MAX_IMAGE_INPUT_BYTES, label: "De foto" });
    form = textField(body, "intent") ?? "";
    switch (form) {
      case "wachtwoord-wijzigen": {
        const submission = parseForm(formDataOf(body), changePasswordInput);
        if (submission.status !== "success") return refused(form, submission);
        await changePassword(submission.value.huidig, submission.value.wachtwoord);
        return redirect("/admin/account?melding=wachtwoord-gewijzigd", { headers: NO_STORE });
      }
      case "sessie-afmelden": {
        const id = textField(body, "id") ?? "";
        await endOwnSession(id);
        // Ending the session in use is logging out here.
        if (id === actor.sessionHash) return redirect("/admin", { headers: { ...NO_STORE, "Set-Cookie": clearedSessionCookie(request) } });
        return redirect("/admin/account?melding=sessie-afgemeld", { headers: NO_STORE });
      }
      case "overal-afmelden":
        // Every session and token of this account, this one too: a lost phone or a shared computer is then safe.
        await endAllOwnSessions();
        return redirect("/admin", { headers: { ...NO_STORE, "Set-Cookie": clearedSessionCookie(request) } });
      case "profiel-opslaan": {
        if (!actor.leidingId) throw new InputError("Dit account hoort bij geen leiding.", 400);
        const submission = parseForm(formDataOf(body), profielInput);
        if (submission.status !== "success") return refused(form, submission);
        await updateLeiding(actor.leidingId, submission.value, await fileField(body, "image"));
        return redirect("/admin/account?melding=profiel-opgeslagen", { headers: NO_STORE });
      }
      default:
        throw new InputError("Onbekende actie.", 400);
    }
  } catch (thrown) {
    const error = diskFullRefusal(thrown) ?? thrown;
    if (!(error instanceof InputError)) throw error;
    return data<ActionResult>({ form, error: error.message, reply: refusal(error.fields) }, { status: error.status, headers: NO_STORE });
  }
}

/** The fields the schema refused, at their form; the fields keep what was typed (no password is sent back). */
function refused(form: string, submission: Parameters<typeof replyOf>[0]) {
  const reply = replyOf(submission);
  return data<ActionResult>({ form, error: "", reply: { ...reply, initialValue: {} } }, { status: 400, headers: NO_STORE });
}
