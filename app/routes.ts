import { type RouteConfig, index, prefix, route } from "@react-router/dev/routes";

export default [
  // Public pages
  index("routes/home.tsx"),
  route("takken", "routes/takken._index.tsx"),
  route("about", "routes/about.tsx"),
  route("contact", "routes/contact.tsx"),
  route("nieuwsbrief", "routes/nieuwsbrief.ts"),

  // Machine-readable and redirect routes
  route("gdpr", "routes/gdpr.ts"),
  route("robots.txt", "routes/robots.ts"),
  route("sitemap.xml", "routes/sitemap.ts"),
  route("healthz", "routes/healthz.ts"),

  // Admin panel (issue 4): login and sections at /admin (?sectie=...), the add/edit forms below it
  route("admin", "routes/admin.tsx"),
  // Admin: newsletter export (issue 6)
  route("admin/nieuwsbrief.csv", "routes/admin.nieuwsbrief-csv.ts"),

  // JSON API
  ...prefix("api", []),

  // Everything else: the not-found page with HTTP 404
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
