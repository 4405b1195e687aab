// Other sites whose pages the site shows in a frame. The security policy (csp.server.ts) allows exactly these.

/** The map of the group's lokaal (instellingen' kaartUrls). */
export const KAART_ORIGIN = "https://www.openstreetmap.org";
