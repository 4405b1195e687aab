import { loadSpecTakken } from "~/demo/takken.server";
import { loadBaseData as loadRol } from "~/domains/takken/basis.server";
import { specTakken } from "~/demo/takken";
import { ADMIN_PASSWORD } from "./server-process";

/**
 * The specification's nine takken (ids 1 to 9, as the demo has them) and the Takleiding role (10): what most tests of
 * takken, leaders and activities start from. A group that starts neutral has only the role (issue 47).
 */
export async function loadBaseData(): Promise<void> {
  await loadSpecTakken();
  await loadRol();
}

/**
 * The specification's nine takken on a running server that started neutral (DEMO_CONTENT=false), through the API as a
 * script of the Beheerder would add them (ids 1 to 9 kept); a restart finds them there and adds nothing.
 */
export async function specTakkenViaApi(url: string, password: string = ADMIN_PASSWORD): Promise<void> {
  const tokenAnswer = await fetch(`${url}/api/auth/token`, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ password }) });
  if (!tokenAnswer.ok) throw new Error(`token: HTTP ${tokenAnswer.status}`);
  const { token } = (await tokenAnswer.json()) as { token: string };
  const { takken } = (await (await fetch(`${url}/api/takken`)).json()) as { takken: { id: number }[] };
  for (const t of specTakken) {
    if (takken.some((bestaand) => bestaand.id === t.id)) continue;
    const answer = await fetch(`${url}/api/takken`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Authorization: `Bearer ${token}` },
      body: JSON.stringify({ id: t.id, name: t.name, soort: t.soort, leeftijd: t.leeftijd, color: t.color, beschrijving: t.beschrijving }),
    });
    if (answer.status !== 201) throw new Error(`tak ${t.name}: HTTP ${answer.status} ${await answer.text()}`);
  }
}
