// The floors of the code, lowest first (decision 0043): a floor imports only from the floors below it. Read by the
// dependency-cruiser rules (.dependency-cruiser.cjs, `npm run lint`) and by the drawing of the layers (scripts/layers.mjs).
const floors = [
  ["config", "^app/config/"],
  ["group-context", "^app/group/context\\.server\\.ts$"],
  ["lib", "^app/lib/"],
  ["db", "^app/db/"],
  ["domains", "^app/domains/(?!hosting/)"],
  ["group", "^app/(group/(?!context\\.server\\.ts$)|domains/hosting/)"],
  ["demo", "^app/demo/"],
  ["components", "^app/(components/|admin/|enhance/(?!(enhance|registry)\\.ts$))"],
  ["routes", "^app/routes/"],
  ["browser-script", "^app/enhance/(enhance|registry)\\.ts$"],
  ["shell", "^app/(root\\.tsx|entry\\.server\\.tsx|routes\\.ts)$"],
  ["server", "^(server/|server\\.js$)"],
];

module.exports = { floors };
