/**
 * The layers of the code as a checked fact (decision 0043). `npm run lint` runs this.
 *
 * Floors, lowest first: config < the group's context < lib < db < domains < the group wing (with the hosting domain,
 * the installation's groups) < demo < components < routes < the browser script's registry < app shell < server.
 * A floor imports only from floors below it (and from itself). Exceptions are named in the rule that allows them.
 * Draw the graph: npx depcruise app server server.js --config .dependency-cruiser.cjs --output-type archi | dot -T svg > layers.svg
 */
// dependency-cruiser reads a CommonJS configuration.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { floors } = require("./scripts/layers.floors.cjs");

const upward = [];
floors.forEach(([name, path], i) => {
  const higher = floors.slice(i + 1).map(([, p]) => `(${p})`).join("|");
  if (!higher) return;
  upward.push({
    name: `no-upward-from-${name}`,
    comment: `${name} is a lower floor: it does not import from a floor above it (decision 0043).`,
    severity: "error",
    from: { path },
    to: { path: higher },
  });
});

module.exports = {
  forbidden: [
    ...upward.map((rule) =>
      rule.name === "no-upward-from-db"
        ? // The one place that gathers every domain's tables for Drizzle: the database floor names them, nothing else.
          { ...rule, from: { ...rule.from, pathNot: "^app/db/schema\\.ts$" } }
        : rule,
    ),
    {
      name: "no-circular",
      comment: "No import cycles: a loop has no floor.",
      severity: "error",
      from: {},
      to: { circular: true },
    },
    {
      name: "config-imports-nothing-of-the-app",
      comment: "app/config parses and checks the environment; it knows nothing of the app.",
      severity: "error",
      from: { path: "^app/config/" },
      to: { path: "^app/", pathNot: "^app/config/" },
    },
    {
      name: "lib-knows-no-domain",
      comment: "Shared parts do not know their users: lib/ owns the types it needs.",
      severity: "error",
      from: { path: "^app/lib/" },
      to: { path: "^app/domains/" },
    },
    {
      name: "outbox-knows-no-domain",
      comment: "The outbox sends through the senders that each domain registers; it imports none of them.",
      severity: "error",
      from: { path: "^app/domains/outbox/" },
      to: { path: "^app/domains/", pathNot: "^app/domains/outbox/" },
    },
    {
      name: "domains-know-no-demo",
      comment: "The demo fills a group through the domains; the domains do not know it.",
      severity: "error",
      from: { path: "^app/domains/" },
      to: { path: "^app/demo/" },
    },
    {
      name: "components-import-no-route-module",
      comment: "A component or an admin part gets what it needs as props or from a domain, never from a route module.",
      severity: "error",
      from: { path: "^app/(components|admin)/" },
      to: { path: "^app/routes/" },
    },
    {
      name: "admin-part-keeps-to-itself",
      comment:
        "An admin part (app/admin/<part>/) uses its own files, the registry (app/admin/*.ts) and the shared pieces (components/admin/), not another part's (decision 0051).",
      severity: "error",
      from: { path: "^app/admin/([^/]+)/" },
      to: { path: "^app/admin/[^/]+/", pathNot: "^app/admin/$1/" },
    },
    {
      name: "shared-admin-pieces-know-no-part",
      comment: "The panel's shared pieces (components/) serve every part: they may read the registry of the parts, not a part (decision 0051).",
      severity: "error",
      from: { path: "^app/components/" },
      to: { path: "^app/admin/[^/]+/" },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "(^|/)(node_modules|build|build-next|build-previous|\\.react-router)/|\\+types/" },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default", "types"],
      extensions: [".ts", ".tsx", ".js", ".mjs", ".cjs", ".d.ts"],
    },
    reporterOptions: {
      archi: { collapsePattern: "^(app/(config|lib|db|group|demo|enhance|components|routes)|app/domains/[^/]+|server)/" },
    },
  },
};
