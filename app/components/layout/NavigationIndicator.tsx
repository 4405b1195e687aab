import { useLocation, useNavigation } from "react-router";
import { Spinner } from "~/components/ui/Spinner";
import { loadingLabel } from "./loading-labels";
import { useSite } from "~/domains/instellingen/use-site";

/**
 * Loading state of the React app's client-side navigation (the admin, the photo albums). Public pages are documents:
 * they carry the same indicator hidden, and app/enhance/loading.ts shows it while the next page loads.
 */
export function NavigationIndicator() {
  const navigation = useNavigation();
  const current = useLocation();
  const { woorden } = useSite();
  const target = navigation.state === "loading" ? navigation.location : undefined;
  // A search-only change on the same page is not a page load.
  if (!target || target.pathname === current.pathname) return null;
  return <LoadingIndicator label={loadingLabel(target.pathname, woorden.Tak)} />;
}

/**
 * A bar at the top and, for the detail pages, a floating card with a spinner and what is loading. Both are fixed on
 * top of the current page, so nothing moves while the next page loads. They fade in after a short delay (app.css), so
 * a fast navigation shows nothing at all.
 */
export function LoadingIndicator({ label }: { label: string | null }) {
  return (
    <>
      <div className="nav-loading-bar fixed inset-x-0 top-0 z-[60] h-1 overflow-hidden bg-brand/20" aria-hidden="true">
        <div className="h-full w-1/3 bg-brand" />
      </div>
      <div hidden={label === null} className="nav-loading pointer-events-none fixed inset-x-0 top-24 z-40 flex justify-center px-4">
        <div role="status" className="flex items-center gap-3 rounded-full bg-white px-5 py-3 font-bold text-ink shadow-lg ring-1 ring-black/5">
          <Spinner />
          <span>{label}</span>
        </div>
      </div>
    </>
  );
}
