import { jsonError } from "~/lib/http.server";

/** Any other /api path: a JSON 404 instead of the HTML not-found page. */
export function loader() {
  return jsonError(404, "Onbekend API-pad.");
}

export function action() {
  return jsonError(404, "Onbekend API-pad.");
}
