import type { Route } from "./+types/api.scoutsjaar.$jaar";
import { requireApiBeheerder } from "~/domains/auth/auth.server";
import { bekendmakenNu, setBekendmaking, verwijderConcept } from "~/domains/scoutsjaar/mutations.server";
import { parseJaarLabel } from "~/domains/scoutsjaar/rules";
import { bekendmakingInput, JAAR_FORMAAT } from "~/domains/scoutsjaar/validation";
import { methodNotAllowed } from "~/lib/http.server";
import { apiWrite } from "~/domains/verzendingen/api-write.server";
import { InputError } from "~/lib/errors";
import { readBody } from "~/lib/request-body.server";
import { parseInput } from "~/lib/validate";

export function loader() {
  return methodNotAllowed(["PUT", "POST", "DELETE"]);
}

function draftYear(value: string | undefined): number {
  const begin = parseJaarLabel(value);
  if (begin === null) throw new InputError(JAAR_FORMAAT, 404);
  return begin;
}

/**
 * The draft year {jaar}: PUT {bekendmaking} moves its reveal (ISO 8601, or Brussels time without an offset);
 * POST reveals it now; DELETE throws the draft away. Another year is a 404.
 */
export async function action({ request, params }: Route.ActionArgs) {
  const write = (run: (jaar: number) => Promise<unknown>, body: (jaar: string) => unknown) =>
    apiWrite(request, requireApiBeheerder, async () => {
      const jaar = draftYear(params.jaar);
      await run(jaar);
      return { body: body(params.jaar) };
    });
  if (request.method === "PUT") {
    return write(
      async (jaar) => setBekendmaking(parseInput(bekendmakingInput, await readBody(request, { maxFileSize: 1024 })), undefined, jaar),
      (jaar) => ({ jaar, updated: true }),
    );
  }
  if (request.method === "POST") return write((jaar) => bekendmakenNu(undefined, jaar), (jaar) => ({ jaar, bekendgemaakt: true }));
  if (request.method === "DELETE") return write((jaar) => verwijderConcept(undefined, jaar), (jaar) => ({ jaar, deleted: true }));
  return methodNotAllowed(["PUT", "POST", "DELETE"]);
}
