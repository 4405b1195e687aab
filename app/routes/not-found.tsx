import { data } from "react-router";
import { NotFound } from "~/components/layout/NotFound";
import { group } from "~/config/group";

export function loader() {
  return data(null, { status: 404 });
}

export function meta() {
  return [{ title: `Pagina niet gevonden | ${group.name}` }, { name: "robots", content: "noindex" }];
}

export default function NotFoundRoute() {
  return <NotFound />;
}
