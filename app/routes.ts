import { type RouteConfig, index, prefix, route } from "@react-router/dev/routes";

export default [
  // Public pages
  index("routes/home.tsx"),
  route("nieuws", "routes/home.tsx", { id: "nieuws-lijst" }),
  route("nieuws/:id", "routes/nieuws.$id.tsx"),
  route("takken", "routes/takken._index.tsx"),
  route("about", "routes/about.tsx"),
  route("contact", "routes/contact.tsx"),

  // Machine-readable and redirect routes
  route("gdpr", "routes/gdpr.ts"),
  route("robots.txt", "routes/robots.ts"),
  route("sitemap.xml", "routes/sitemap.ts"),
  route("healthz", "routes/healthz.ts"),
  route("kalender.ics", "routes/kalender.ts"),
  route("takken/:id/kalender.ics", "routes/takken.$id.kalender.ts"),

  // JSON API
  ...prefix("api", [
    route("nieuws", "routes/api.nieuws.ts"),
    route("nieuws/:id", "routes/api.nieuws.$id.ts"),
  ]),

  // Everything else: the not-found page with HTTP 404
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
