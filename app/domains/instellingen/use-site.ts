import { useRouteLoaderData } from "react-router";
import { STANDAARD_SITE, type Site } from "./site";

/** The group's settings in a component (header, footer, colour fallbacks): what the root loader handed the page. */
export function useSite(): Site {
  const root = useRouteLoaderData("root") as { site?: Site } | undefined;
  return root?.site ?? STANDAARD_SITE;
}
