import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useMatches,
  useRouteError,
  useRouteLoaderData,
  type ShouldRevalidateFunctionArgs,
} from "react-router";
import type { Route } from "./+types/root";
import { MededelingBanner } from "~/components/layout/MededelingBanner";
import { getActieveMededeling } from "~/domains/mededeling/mededeling.server";
import { SiteFooter } from "~/components/layout/SiteFooter";
import { SiteHeader } from "~/components/layout/SiteHeader";
import { HostingHeader } from "~/components/hosting/HostingHeader";
import { hosterSite } from "~/domains/hosting/site.server";
import { NavigationIndicator } from "~/components/layout/NavigationIndicator";
import { NotFound } from "~/components/layout/NotFound";
import { getSite } from "~/domains/instellingen/instellingen.server";
import { siteOf } from "~/domains/instellingen/site";
import { noindexMeta } from "~/lib/meta";
import { useSite } from "~/domains/instellingen/use-site";
import { enhanceScriptUrl } from "~/lib/enhance-script.server";
import { isApp, showsMededeling } from "~/lib/route-kind";
import { LoadingIndicator } from "~/components/layout/NavigationIndicator";
import { keepDataWhenOffline } from "~/components/admin/client-action";
import { hosterContext } from "~/group/request-context";
import "./app.css";

export const links: Route.LinksFunction = () => [{ rel: "manifest", href: "/site.webmanifest" }];

/**
 * The group's settings (name, address, colour, logo, ...) for every page, the announcement shown on every public
 * page (not in the admin, where it is edited), and the address of the pages' script. The hoster's own pages (hosting
 * mode) belong to no group: they get the installation's neutral look.
 */
export async function loader({ context }: Route.LoaderArgs) {
  if (context.get(hosterContext)) return { site: hosterSite(), mededeling: null, script: enhanceScriptUrl(), hoster: true };
  const [site, mededeling] = await Promise.all([getSite(), getActieveMededeling()]);
  return { site, mededeling, script: enhanceScriptUrl(), hoster: false };
}

/**
 * The settings and the announcement are read again after a form post (an admin may just have changed them), not on
 * every page change: a navigation then waits only for its own page's data.
 */
export function shouldRevalidate(args: ShouldRevalidateFunctionArgs) {
  // Not after an admin post that failed on the way: offline this read fails too, and the error page would replace the form.
  return args.formMethod ? keepDataWhenOffline(args) : false;
}

/**
 * Only when the root's error boundary shows (a route without a boundary of its own threw, e.g. a missing item in an
 * admin form): a page still needs a title. Otherwise each route's own meta applies.
 */
export function meta({ error, matches }: Route.MetaArgs) {
  if (!error) return [];
  const title = isRouteErrorResponse(error) && error.status === 404 ? "Pagina niet gevonden" : "Er ging iets mis";
  return noindexMeta(siteOf(matches), title);
}

/**
 * Every page. The pages below the app layout (the admin and the photo albums, app/routes.ts) are React apps in the
 * browser (`<Scripts />`); every other page is a document with the small script of app/enhance and a hidden loading
 * indicator for it (decision 0027). The route tree says which (the layouts' `handle`), not the address.
 */
export function Layout({ children }: { children: React.ReactNode }) {
  // Undefined when the root loader itself failed (the error page still renders).
  const rootData = useRouteLoaderData<typeof loader>("root");
  const mededeling = rootData?.mededeling;
  const site = useSite();
  const matches = useMatches();
  const reactApp = isApp(matches);
  return (
    <html lang="nl-BE" data-react-app={reactApp ? "" : undefined} data-tak={site.woorden.Tak === "Tak" ? undefined : site.woorden.Tak}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content={site.kleur} />
        <Meta />
        <link rel="icon" href={site.logo.favicon.href} type={site.logo.favicon.type} />
        <link rel="apple-touch-icon" href={site.logo.appleTouchIcon} />
        <Links />
        {/* The group's own colour over the style sheet's green (a style element: the policy allows inline styles). */}
        {site.kleurCss && <style>{site.kleurCss}</style>}
      </head>
      <body className="flex min-h-screen flex-col">
        <a
          href="#inhoud"
          className="op-licht sr-only z-[100] rounded-md bg-white outline-offset-[-5px] px-4 py-2 font-semibold text-brand-dark shadow focus:not-sr-only focus:fixed focus:left-3 focus:top-3"
        >
          Naar de inhoud
        </a>
        {rootData?.hoster ? <HostingHeader /> : <SiteHeader />}
        {mededeling && showsMededeling(matches) && <MededelingBanner mededeling={mededeling} />}
        <main id="inhoud" tabIndex={-1} className="flex-1 outline-none">
          {children}
        </main>
        {!rootData?.hoster && <SiteFooter />}
        {reactApp ? (
          <>
            <ScrollRestoration />
            <Scripts />
          </>
        ) : (
          <div id="laden" hidden>
            <LoadingIndicator label={null} />
          </div>
        )}
        {rootData && <script type="module" dangerouslySetInnerHTML={{ __html: scriptLoader(rootData.script) }} />}
      </body>
    </html>
  );
}

/**
 * The page's script loads once the page has loaded and its content is on the screen (the first contentful paint; a
 * browser without paint timing waits for the frame after the load): it only enhances what already works, and on a
 * slow line the content comes first (decision 0027).
 */
function scriptLoader(url: string): string {
  const go = `()=>setTimeout(()=>import(${JSON.stringify(url)}))`;
  return (
    `addEventListener("load",()=>{const go=${go};` +
    `if(!window.PerformanceObserver?.supportedEntryTypes?.includes("paint"))return requestAnimationFrame(go);` +
    `new PerformanceObserver((l,o)=>{if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();go()}})` +
    `.observe({type:"paint",buffered:true})})`
  );
}

export default function App() {
  return (
    <>
      <NavigationIndicator />
      <Outlet />
    </>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return <NotFound />;
  }
  if (isRouteErrorResponse(error) && error.status === 403) {
    // A page of the admin panel that this account's role may not use.
    return (
      <div className="page-top mx-auto max-w-3xl px-4 pb-20 pt-32">
        <h1 className="text-3xl font-extrabold text-ink">Geen toegang</h1>
        <p className="mt-4 text-lg text-muted">{typeof error.data === "string" ? error.data : "Je hebt geen toegang tot deze actie."}</p>
        <p className="mt-6">
          <a href="/admin" className="btn-primary">Terug naar het beheer</a>
        </p>
      </div>
    );
  }
  let message = "Er ging iets mis.";
  let stack: string | undefined;
  if (isRouteErrorResponse(error)) {
    message = `${error.status} ${error.statusText || ""}`.trim();
  } else if (error instanceof Error) {
    message = import.meta.env.DEV ? error.message : "Er ging iets mis op de server. Probeer het later opnieuw.";
    if (import.meta.env.DEV) stack = error.stack;
  }
  return (
    <div className="page-top mx-auto max-w-3xl px-4 pb-20 pt-32">
      <h1 className="text-3xl font-extrabold text-ink">Unexpected Application Error!</h1>
      <p className="mt-4 text-lg text-muted">{message}</p>
      {stack && <pre className="mt-4 overflow-x-auto rounded bg-gray-100 p-4 text-sm">{stack}</pre>}
    </div>
  );
}
