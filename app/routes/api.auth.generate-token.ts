import { json } from "~/lib/http.server";

/** The specification's token-for-a-shipped-secret call is gone: a secret in every browser protects nothing. */
export function loader() {
  return json(
    { error: "Deze methode bestaat niet meer. Vraag een token aan met POST /api/auth/token en het admin-wachtwoord." },
    410,
  );
}

export const action = loader;
