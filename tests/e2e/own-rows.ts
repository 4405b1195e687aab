import { request as playwrightRequest, type APIRequestContext } from "@playwright/test";

export const E2E_PASSWORD = "e2e-wachtwoord";

/**
 * Rows a spec creates for itself through the JSON API and removes afterwards, so that what it checks does not
 * depend on the demo content (which follows the date the server was started) or on other specs.
 */
export async function ownRows(baseURL: string) {
  const api: APIRequestContext = await playwrightRequest.newContext({ baseURL });
  const login = await api.post("/api/auth/token", { data: { password: E2E_PASSWORD } });
  if (!login.ok()) throw new Error(`token: ${login.status()} ${await login.text()}`);
  const { token } = (await login.json()) as { token: string };
  const headers = { Authorization: `Bearer ${token}` };
  const created: number[] = [];
  return {
    token,
    async activiteit(body: Record<string, unknown>): Promise<{ id: number; titel: string; start: string }> {
      const response = await api.post("/api/activiteiten", { headers, data: body });
      if (response.status() !== 201) throw new Error(`activiteit: ${response.status()} ${await response.text()}`);
      const made = (await response.json()) as { id: number; titel: string; start: string };
      created.push(made.id);
      return made;
    },
    async cleanUp(): Promise<void> {
      for (const id of created.splice(0)) await api.delete(`/api/activiteiten/${id}`, { headers });
      await api.delete("/api/auth/token", { headers });
      await api.dispose();
    },
  };
}
