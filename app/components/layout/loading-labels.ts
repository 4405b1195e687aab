/**
 * What the loading state says while the next page loads, by its path; other pages get the bar alone. Shared by the
 * admin's client-side navigation (NavigationIndicator) and the public pages' script (app/enhance/loading.ts).
 */
export function loadingLabel(pathname: string, tak = "Tak"): string | null {
  if (/^\/(geschiedenis|nieuws)\/[^/]+\/?$/.test(pathname)) return "Laden...";
  if (/^\/geschiedenis\/?$/.test(pathname)) return "Geschiedenis laden...";
  if (/^\/takken\/[^/]+\/?$/.test(pathname)) return `${tak} laden...`;
  return null;
}
