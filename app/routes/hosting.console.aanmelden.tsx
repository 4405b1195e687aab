import { data, redirect } from "react-router";
import type { Route } from "./+types/hosting.console.aanmelden";
import { InputField } from "~/components/admin/FormField";
import { meldHosterAan, requireHosterSite } from "~/domains/hosting/toegang.server";
import { hostingLoginInput } from "~/domains/hosting/validation";
import { InputError } from "~/lib/errors";
import { readFormData } from "~/lib/request-body.server";
import { clientAddressContext } from "~/group/request-context";

export function meta() {
  return [{ title: "Aanmelden – console van de hoster" }, { name: "robots", content: "noindex" }];
}

export function loader({ context }: Route.LoaderArgs) {
  requireHosterSite(context);
  return null;
}

export async function action({ request, context }: Route.ActionArgs) {
  requireHosterSite(context);
  const form = await readFormData(request, { maxBytes: 8 * 1024, tooLarge: "Het wachtwoord is te lang." });
  const parsed = hostingLoginInput.safeParse({ wachtwoord: form.get("wachtwoord") ?? "" });
  if (!parsed.success) return data({ fout: parsed.error.issues[0]?.message ?? "Het wachtwoord ontbreekt." }, { status: 400 });
  try {
    const cookie = await meldHosterAan(request, parsed.data.wachtwoord, context.get(clientAddressContext));
    return redirect("/console", { headers: { "Set-Cookie": cookie } });
  } catch (error) {
    if (error instanceof InputError) return data({ fout: error.message }, { status: error.status });
    throw error;
  }
}

export default function Aanmelden({ actionData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-md px-4 py-12">
      <h1 className="text-3xl font-extrabold text-ink">Console van de hoster</h1>
      <form method="post" className="card mt-6 grid gap-4 p-6">
        <InputField
          id="hoster-wachtwoord"
          name="wachtwoord"
          type="password"
          label="Wachtwoord"
          required
          autoComplete="current-password"
          autoFocus
          error={actionData?.fout}
          hint="HOSTING_PASSWORD uit de configuratie van de server (of HOSTING_TOKEN)."
        />
        <div>
          <button type="submit" className="btn-primary">Aanmelden</button>
        </div>
      </form>
    </div>
  );
}
