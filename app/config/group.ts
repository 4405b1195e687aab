/**
 * The group's identity. Another group runs this same software by editing this one file
 * (texts shown on the site, contact details, links). Everything here is public.
 */
export const group = {
  name: "Scouts Sint-Joris Demostad",
  shortName: "Sint-Joris",
  /** Public address of the site, used for canonical URLs, the sitemap and OpenGraph tags. */
  siteUrl: "https://www.scoutsdemostad.be",
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
  map: {
    /** OpenStreetMap embed: no cookies, no tracking scripts. Its origin is allowed in the CSP frame-src. */
    embedUrl:
      "https://www.openstreetmap.org/export/embed.html?bbox=3.700%2C51.030%2C3.740%2C51.050&layer=mapnik&marker=51.040%2C3.720",
    linkUrl: "https://www.openstreetmap.org/?mlat=51.040&mlon=3.720#map=16/51.040/3.720",
  },
  developer: { name: "de leiding van Sint-Joris", url: "https://www.scoutsdemostad.be" },
} as const;

