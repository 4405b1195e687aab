import { type RouteConfig, index, prefix, route } from "@react-router/dev/routes";

export default [
  // Public pages
  index("routes/home.tsx"),
  route("takken", "routes/takken._index.tsx"),
  route("about", "routes/about.tsx"),
  route("contact", "routes/contact.tsx"),

  // Machine-readable and redirect routes
  route("gdpr", "routes/gdpr.ts"),
  route("robots.txt", "routes/robots.ts"),
  route("sitemap.xml", "routes/sitemap.ts"),
  route("healthz", "routes/healthz.ts"),

  // Admin panel (issue 4): login and sections at /admin (?sectie=...), the add/edit forms below it
  route("admin", "routes/admin.tsx"),
  route("admin/:category/:type", "routes/admin.form.tsx"),

  // JSON API
  ...prefix("api", [
    // Admin auth and writes (issue 4)
    route("auth/token", "routes/api.auth.token.ts"),
    route("auth/generateToken", "routes/api.auth.generate-token.ts"),
  ]),

  // Everything else: the not-found page with HTTP 404
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
