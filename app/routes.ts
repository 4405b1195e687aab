import { type RouteConfig, index, layout, prefix, route } from "@react-router/dev/routes";

export default [
  // Public pages: documents (decision 0027), kept by the page cache. Layout routes add no segment to the addresses.
  layout("routes/layout.document.ts", [
    index("routes/home.tsx"),
    route("nieuws", "routes/home.tsx", { id: "nieuws-lijst" }),
    route("nieuws/:id", "routes/nieuws.$id.tsx"),
    route("takken", "routes/takken._index.tsx"),
    route("takken/:id", "routes/takken.$id.tsx"),
    route("kalender", "routes/kalender.tsx"),
    // The camps (issue 28): this summer's per tak, and everything about one tak's camp
    route("kamp", "routes/kamp._index.tsx"),
    route("kamp/:tak", "routes/kamp.$tak.tsx"),
    route("geschiedenis", "routes/geschiedenis._index.tsx"),
    route("geschiedenis/:id", "routes/geschiedenis.$id.tsx"),
    // Issue 17: the leaders of a past scouting year (names only)
    route("geschiedenis/leiding/:jaar", "routes/geschiedenis.leiding.$jaar.tsx"),
    route("about", "routes/about.tsx"),
    route("contact", "routes/contact.tsx"),
    // Parents' messages (issue 25): the sign-up block's form, the confirmation link and the manage link of every mail
    route("meldingen", "routes/meldingen.ts"),
    route("meldingen/bevestigen/:token", "routes/meldingen.bevestigen.$token.tsx"),
    route("meldingen/beheer/:token", "routes/meldingen.beheer.$token.tsx"),
    // The weekly loop (issue 39): 'Afmelden' for an activity and its mail's 'Toch aanwezig', the parents' messages archive
    route("afmelden/:id", "routes/afmelden.$id.tsx"),
    route("afmelden/intrekken/:token", "routes/afmelden.intrekken.$token.tsx"),
    // Issue 51: 'Inschrijven' for an activity that asks for it, and its mail's 'Inschrijving annuleren'
    route("inschrijven/:id", "routes/inschrijven.$id.tsx"),
    route("inschrijven/annuleren/:token", "routes/inschrijven.annuleren.$token.tsx"),
    route("berichten/:id", "routes/berichten.$id.tsx"),
    // The newsletter's answers and the two links in its mails (one page that asks, then confirms or unsubscribes):
    // each visitor's own, never cached
    layout("routes/layout.private.ts", { id: "nieuwsbrief-prive" }, [
      route("nieuwsbrief", "routes/nieuwsbrief.ts"),
      route("nieuwsbrief/bevestigen/:token", "routes/nieuwsbrief.$link.$token.tsx", { id: "nieuwsbrief-bevestigen" }),
      route("nieuwsbrief/uitschrijven/:token", "routes/nieuwsbrief.$link.$token.tsx", { id: "nieuwsbrief-uitschrijven" }),
    ]),
    // Everything else: the not-found page with HTTP 404
    route("*", "routes/not-found.tsx"),
  ]),

  // Machine-readable and redirect routes (shared, cacheable)
  route("gdpr", "routes/gdpr.ts"),
  route("robots.txt", "routes/robots.ts"),
  route("sitemap.xml", "routes/sitemap.ts"),
  route("og/takken/:bestand", "routes/og.takken.$bestand.ts"),
  // A tak's picture in its colour, for a tak without one of the site's own (issue 47)
  route("tak-logo/:bestand", "routes/tak-logo.$bestand.ts"),
  route("og-image.png", "routes/og-image.ts"),
  // A stored picture's share image, made when first asked for (later the file itself answers)
  route("media/:id/og.jpg", "routes/media.$id.og.ts"),
  route("site.webmanifest", "routes/site-webmanifest.ts"),
  route("kalender.ics", "routes/kalender.ics.ts"),
  route("takken/:id/kalender.ics", "routes/takken.$id.kalender.ics.ts"),

  // The React apps (decision 0027): per person, `private, no-store`, never cached
  layout("routes/layout.app.ts", [
    // Admin panel (issue 4): login and sections at /admin (?sectie=...), the add/edit forms below it. The
    // announcement is edited here, so this layout does not show it.
    layout("routes/layout.beheer.ts", [
      route("admin", "routes/admin.tsx"),
      // Admin: a leader's and a badge's form; a category without a form answers 'Formulier niet gevonden' (404)
      route("admin/leiding/:type", "routes/admin.leiding.$type.tsx"),
      route("admin/kenteken/:type", "routes/admin.kenteken.$type.tsx"),
      route("admin/:category/:type", "routes/admin.formulier-onbekend.tsx"),
      // Admin: activities (issue 15); static segments outrank the catch-all above
      route("admin/activiteit/reeks", "routes/admin.activiteit.reeks.tsx"),
      route("admin/activiteit/:type", "routes/admin.activiteit.tsx"),
      // Admin: accounts (issue 16); static segments outrank the catch-all
      route("admin/account", "routes/admin.account.tsx"),
      route("admin/account/add", "routes/admin.account.add.tsx"),
      route("admin/account/:id", "routes/admin.account.$id.tsx"),
      route("admin/uitnodiging/:token", "routes/admin.wachtwoord.$token.tsx", { id: "admin-uitnodiging" }),
      route("admin/wachtwoord/:token", "routes/admin.wachtwoord.$token.tsx", { id: "admin-wachtwoord-reset" }),
      route("admin/wachtwoord-vergeten", "routes/admin.wachtwoord-vergeten.tsx"),
      // Admin: a tak's texts (issue 23), for the Beheerder and the tak's own Takleiding
      route("admin/tak/:id", "routes/admin.tak.$id.tsx"),
      // Admin: stopping or removing a tak (issue 47), the Beheerder's
      route("admin/tak/:id/stoppen", "routes/admin.tak.$id.stoppen.tsx"),
      // Admin: newsletter export (issue 6)
      route("admin/nieuwsbrief.csv", "routes/admin.nieuwsbrief-csv.ts"),
      // Admin: a parent's data as one JSON download (issue 48), the Beheerder's
      route("admin/gegevens.json", "routes/admin.gegevens-json.ts"),
    ]),
    // Photo albums for the parents (issue 29): never public, never cached, not in the sitemap
    route("fotos", "routes/fotos._index.tsx"),
    route("fotos/:id", "routes/fotos.$id.tsx"),
    route("fotos/:id/download", "routes/fotos.$id.download.ts"),
    route("fotos/toegang/:token", "routes/fotos.toegang.$token.ts"),
    route("fotos/bestand/:id/:breedte", "routes/fotos.bestand.$id.$breedte.ts"),
  ]),

  // For a monitor: each moment's own answer, never cached
  layout("routes/layout.private.ts", { id: "healthz-prive" }, [route("healthz", "routes/healthz.ts")]),

  // JSON API
  ...prefix("api", [
    // Public read API (GET loaders); writes are `action` exports of the same modules.
    // Static segments outrank `:id`, so zonderimage and tak/:name are never read as a leader id.
    route("leiding", "routes/api.leiding.ts"),
    route("leiding/zonderimage", "routes/api.leiding.zonderimage.ts"),
    route("leiding/tak/:name", "routes/api.leiding.tak.$name.ts"),
    route("leiding/:id", "routes/api.leiding.$id.ts"),
    route("takken", "routes/api.takken.ts"),
    route("takken/:id", "routes/api.takken.$id.ts"),
    route("geschiedenis", "routes/api.geschiedenis.ts"),
    route("geschiedenis/articles/:id", "routes/api.geschiedenis.articles.$id.ts"),
    route("geschiedenis/:id", "routes/api.geschiedenis.$id.ts"),
    // Admin auth (issue 4): each login's own, never cached
    layout("routes/layout.private.ts", { id: "api-auth-prive" }, [
      route("auth/token", "routes/api.auth.token.ts"),
      route("auth/generateToken", "routes/api.auth.generate-token.ts"),
    ]),
    // Admin writes without a read side (issue 4)
    route("takken/boekje/:id", "routes/api.takken.boekje.$id.ts"),
    route("leidingtak", "routes/api.leidingtak.ts"),
    route("leidingtak/:id", "routes/api.leidingtak.$id.ts"),
    // Scouting years (issue 17): prepare, reveal or discard next year's draft
    route("scoutsjaar", "routes/api.scoutsjaar.ts"),
    route("scoutsjaar/:jaar", "routes/api.scoutsjaar.$jaar.ts"),
    route("geschiedenis/articles", "routes/api.geschiedenis.articles.ts"),
    // The group's settings (issue 23); geschiedenis/momenten outranks geschiedenis/:id
    route("instellingen", "routes/api.instellingen.ts"),
    // A parent's data: export and erase (issue 48), the Beheerder's
    route("gegevens", "routes/api.gegevens.ts"),
    route("instellingen/logo", "routes/api.instellingen.logo.ts"),
    route("geschiedenis/momenten", "routes/api.geschiedenis.momenten.ts"),
    route("demo", "routes/api.demo.ts"),
    // News (issue 5)
    route("nieuws", "routes/api.nieuws.ts"),
    route("nieuws/:id", "routes/api.nieuws.$id.ts"),
    // Activities (issue 15)
    route("activiteiten", "routes/api.activiteiten.ts"),
    route("activiteiten/:id", "routes/api.activiteiten.$id.ts"),
    // Camp documents (issue 28)
    route("activiteiten/:id/documenten", "routes/api.activiteiten.$id.documenten.ts"),
    route("activiteiten/:id/documenten/:docId", "routes/api.activiteiten.$id.documenten.$docId.ts"),
    // The absences of an activity (issue 39): its tak leaders and the Beheerder
    route("activiteiten/:id/afmeldingen", "routes/api.activiteiten.$id.afmeldingen.ts"),
    route("activiteiten/:id/inschrijvingen", "routes/api.activiteiten.$id.inschrijvingen.ts"),
    // Photo albums (issue 29): per visitor's access, never cached
    layout("routes/layout.private.ts", { id: "api-fotos-prive" }, [
      route("albums", "routes/api.albums.ts"),
      route("albums/toegang/:tak", "routes/api.albums.toegang.$tak.ts"),
      route("albums/:id", "routes/api.albums.$id.ts"),
      route("albums/:id/fotos", "routes/api.albums.$id.fotos.ts"),
      route("fotos/:id", "routes/api.fotos.$id.ts"),
    ]),
    // Parents' messages by web push (issue 25)
    route("meldingen/push", "routes/api.meldingen.push.ts"),
    route("meldingen/vapid", "routes/api.meldingen.vapid.ts"),
    // The hoster's API in hosting mode (issue 37): on the hosting domain, with HOSTING_TOKEN; tls on every host
    route("hosting/groepen", "routes/api.hosting.groepen.ts"),
    route("hosting/groepen/:slug", "routes/api.hosting.groepen.$slug.ts"),
    route("hosting/groepen/:slug/export", "routes/api.hosting.groepen.$slug.export.ts"),
    route("hosting/groepen/:slug/import", "routes/api.hosting.groepen.$slug.import.ts"),
    route("hosting/groepen/:slug/herstellen", "routes/api.hosting.groepen.$slug.herstellen.ts"),
    route("hosting/groepen/:slug/beheerder", "routes/api.hosting.groepen.$slug.beheerder.ts"),
    // Back to a moment the bucket kept, and a new machine from the bucket (issue 48)
    route("hosting/groepen/:slug/terugzetten", "routes/api.hosting.groepen.$slug.terugzetten.ts"),
    route("hosting/herbouwen", "routes/api.hosting.herbouwen.ts"),
    // A group moving to another installation that uses the same bucket (issue 48 part 6)
    route("hosting/groepen/:slug/verhuizen", "routes/api.hosting.groepen.$slug.verhuizen.ts"),
    route("hosting/groepen/:slug/ontvangen", "routes/api.hosting.groepen.$slug.ontvangen.ts"),
    route("hosting/installatie", "routes/api.hosting.installatie.ts"),
    route("terugzetten", "routes/api.terugzetten.ts"),
    route("hosting/tls", "routes/api.hosting.tls.ts"),
    route("*", "routes/api.not-found.ts"),
  ]),

  // The hoster's own site in hosting mode (issue 37): at the root of HOSTING_DOMAIN (app/group/requests.server.ts maps it here)
  layout("routes/hosting.tsx", [
    route("hosting", "routes/hosting._index.tsx"),
    route("hosting/console", "routes/hosting.console.tsx"),
    route("hosting/console/aanmelden", "routes/hosting.console.aanmelden.tsx"),
    route("hosting/console/export/:slug", "routes/hosting.console.export.$slug.ts"),
  ]),

] satisfies RouteConfig;
