/**
 * The pages that run as a React app in the browser (decision 0027): the admin panel and the parents' photo albums.
 * Every other page is a document, server-rendered, with the small script of app/enhance.
 */
export function isReactAppPath(pathname: string): boolean {
  return /^\/(admin|fotos)(\/|$)/.test(pathname);
}
