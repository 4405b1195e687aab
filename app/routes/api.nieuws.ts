import { listNieuws } from "~/domains/nieuws/nieuws.server";

export async function loader() {
  const items = await listNieuws();
  return Response.json(items, { headers: { "Cache-Control": "public, max-age=60" } });
}
