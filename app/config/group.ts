/**
 * The starting values of the group's settings: the fictional demo group. On the first start they are stored in the
 * database; from then on the group changes its details in the admin ('Instellingen'), not here (see
 * app/domains/instellingen). The site's public address is deployment configuration: `SITE_URL`.
 */
export const group = {
  name: "Scouts Sint-Joris Demostad",
  shortName: "Sint-Joris",
  foundedYear: 1956,
  /**
   * The group's colour: browser theme colour, default colour of a tak, background of the share images.
   * `--color-brand` in app/app.css holds the same value for the styles (a unit test checks they agree).
   */
  color: "#3D8B37",
  address: {
    street: "Scoutsstraat 12",
    postcode: "9999",
    city: "Demostad",
  },
  email: "info@scoutsdemostad.be",
  phone: "0470 00 00 00",
  meetings: "Elke zaterdag 14u-17u",
  social: {
    facebook: "https://www.facebook.com/scoutsdemostad",
    instagram: "https://www.instagram.com/scoutsdemostad",
    tiktok: "https://www.tiktok.com/@scoutsdemostad",
  },
  /** Member administration of the umbrella organisation. */
  memberAdmin: { label: "Groepsadmin", url: "https://groepsadmin.scoutsengidsenvlaanderen.be" },
  /** Youth-activity partner site. */
  partner: { label: "Scouts en Gidsen Vlaanderen", url: "https://www.scoutsengidsenvlaanderen.be" },
  privacyPolicyUrl: "https://www.scoutsengidsenvlaanderen.be/privacy",
  /** The lokaal on the OpenStreetMap map (no cookies, no tracking scripts). */
  map: { lat: 51.04, lon: 3.72 },
  developer: { name: "de leiding van Sint-Joris", url: "https://www.scoutsdemostad.be" },
} as const;
