// The site's service worker (registered by 'Meldingen op dit toestel'): it shows the parents' push messages and opens
// the activity when one is clicked; and it keeps the last version of /kalender and of the tak pages visited, with the
// site's files they need, so they open without a connection.
const CACHE = "scouts-offline-1";
const OFFLINE_PAGE = /^\/(kalender|takken\/[a-z0-9-]+)$/;

self.addEventListener("install", () => self.skipWaiting());
self.addEventListener("activate", (event) => event.waitUntil(self.clients.claim()));

self.addEventListener("push", (event) => {
  let data;
  try {
    data = event.data ? event.data.json() : {};
  } catch {
    data = { title: event.data ? event.data.text() : "" };
  }
  event.waitUntil(
    self.registration.showNotification(data.title || "Nieuwe melding", {
      body: data.body || "",
      icon: data.icon,
      tag: data.tag,
      data: { url: data.url || "/kalender" },
    }),
  );
});

self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const url = new URL((event.notification.data && event.notification.data.url) || "/kalender", self.location.origin);
  // Only the site's own pages.
  if (url.origin !== self.location.origin) return;
  event.waitUntil(
    (async () => {
      const open = await self.clients.matchAll({ type: "window", includeUncontrolled: true });
      const tab = open.find((client) => new URL(client.url).origin === url.origin && "navigate" in client);
      if (tab) {
        await tab.focus();
        return tab.navigate(url.href);
      }
      return self.clients.openWindow(url.href);
    })(),
  );
});

async function keep(request, response) {
  if (response.ok) await (await caches.open(CACHE)).put(request, response.clone());
  return response;
}

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (OFFLINE_PAGE.test(url.pathname)) {
    // The network first (the content changes), the last copy when there is no connection.
    event.respondWith(
      fetch(request)
        .then((response) => keep(request, response))
        .catch(async () => (await caches.match(request)) || Response.error()),
    );
  } else if (url.pathname.startsWith("/assets/")) {
    // Hashed files never change under their name: the copy is as good as the network's.
    event.respondWith(caches.match(request).then((hit) => hit || fetch(request).then((response) => keep(request, response))));
  }
});
