import js from "@eslint/js";
import globals from "globals";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";

export default tseslint.config(
  { ignores: ["build/", "build-next/", "build-previous/", ".react-router/", "node_modules/", "data/", "test-results/", "playwright-report/", "bench/results/", "tmp/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": "error",
    },
  },
  {
    // A Promise where a yes/no is meant is always true: `if (!limiter.take(key))` let every request through (issue 36).
    // This one rule reads the types.
    files: ["app/**/*.{ts,tsx}", "server/**/*.ts"],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: { "@typescript-eslint/no-misused-promises": ["error", { checksVoidReturn: false, checksSpreads: false }] },
  },
  {
    // Schemas take z from ~/lib/zod, which switches off Zod's eval probe (a CSP violation in the browser); the
    // server's environment (app/config) imports nothing of the app and takes Zod from the package.
    // Icons and @date-fns/tz come from their own files, not the package's index: the bundler then knows which page
    // uses which (vite.config.ts), and a public page does not load what only the admin or the server needs.
    files: ["app/**/*.{ts,tsx}"],
    ignores: ["app/lib/zod.ts", "app/config/**"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          paths: [
            { name: "zod", message: "Import z from ~/lib/zod.", allowTypeImports: true },
            { name: "lucide-react", message: 'Import each icon from its own file: import Clock from "lucide-react/icons/clock".', allowTypeImports: true },
            { name: "@date-fns/tz", message: 'Import from the function\'s own file, e.g. "@date-fns/tz/tzOffset".', allowTypeImports: true },
          ],
        },
      ],
    },
  },
  {
    // Size limits (decisions 0003 and 0051): a route module stays thin, an admin component or part module small enough
    // to read at once. A file that grows past is split along its meaning (a subcomponent, a hook, the part's server module).
    files: ["app/routes/**/*.{ts,tsx}"],
    rules: { "max-lines": ["error", { max: 200, skipBlankLines: false, skipComments: false }] },
  },
  {
    files: ["app/admin/**/*.{ts,tsx}", "app/components/admin/**/*.{ts,tsx}"],
    rules: { "max-lines": ["error", { max: 250, skipBlankLines: false, skipComments: false }] },
  },
  {
    // One clock (lib/clock.server.ts): domain code takes the time from it, or as a `now` parameter, so that a test
    // can move it (in-process with setNow, the built server with FAKE_NOW) and every rule sees the same moment.
    files: ["app/domains/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-syntax": [
        "error",
        { selector: "CallExpression[callee.object.name='Date'][callee.property.name='now']", message: "Take the time from ~/lib/clock.server (now()), or as a `now` parameter." },
        { selector: "NewExpression[callee.name='Date'][arguments.length=0]", message: "new Date() is the machine's clock: use new Date(now()) with ~/lib/clock.server, or a `now` parameter." },
      ],
    },
  },
  {
    // Documents (decision 0027): a component of the public pages is rendered on the server only; in the browser there
    // is no React to run its state or effects, so they would silently never happen there. What such a page needs in
    // the browser is a behaviour next to the component (`Component.enhance.ts`, app/enhance/registry.ts). The
    // components of the React apps (the admin, the photo albums) are the exceptions, listed here; a component both
    // kinds use (the header, the footer) stays without state.
    files: ["app/components/**/*.{ts,tsx}"],
    ignores: ["app/components/admin/**", "app/components/fotos/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [
            {
              name: "react",
              importNames: ["useState", "useEffect", "useLayoutEffect", "useInsertionEffect", "useReducer", "useRef", "useSyncExternalStore", "useTransition", "useDeferredValue", "useActionState", "useOptimistic"],
              message: "A document's component has no state or effects in the browser: put the behaviour in Component.enhance.ts (decision 0027).",
            },
            {
              name: "react-router",
              importNames: ["useFetcher", "useFetchers", "useSubmit", "useRevalidator", "useBlocker", "useNavigate"],
              message: "A document's component has no React Router in the browser: use a link or a form (decision 0027).",
            },
          ],
        },
      ],
      "no-restricted-syntax": [
        "error",
        {
          selector: "MemberExpression[object.name='React'][property.name=/^use(State|Effect|LayoutEffect|InsertionEffect|Reducer|Ref|SyncExternalStore|Transition|DeferredValue|ActionState|Optimistic)$/]",
          message: "A document's component has no state or effects in the browser: put the behaviour in Component.enhance.ts (decision 0027).",
        },
      ],
    },
  },
);
