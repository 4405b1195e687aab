import { hostingDomain, hostingUrl } from "~/config/env.server";
import { STANDAARD_INSTELLINGEN } from "~/domains/instellingen/defaults";
import { siteVan, type Site } from "~/domains/instellingen/site";

/** The installation's own pages (front door, console): the site's neutral look, the hosting domain's name. */
export function hosterSite(): Site {
  const naam = `Scoutssites op ${hostingDomain() ?? "deze server"}`;
  const base = STANDAARD_INSTELLINGEN;
  return siteVan({ ...base, groep: { ...base.groep, naam, korteNaam: "Scoutssites" } }, hostingUrl());
}
