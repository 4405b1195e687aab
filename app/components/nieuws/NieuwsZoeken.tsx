import Search from "lucide-react/icons/search";
import X from "lucide-react/icons/x";

/**
 * The news search in the start page's hero: a GET form (?q=) that the server answers with the matching items. It is
 * answered in place (the list `#nieuws-recent` of the answer), also while the visitor types
 * (NieuwsZoeken.enhance.ts). The clear button empties it.
 */
export function NieuwsZoeken({ action, query }: { action: string; query: string }) {
  return (
    <form
      id="nieuws-zoekvak"
      method="get"
      action={action}
      role="search"
      data-js="nieuws-zoeken"
      data-vervang="nieuws-recent"
      className="group/zoek relative flex-1"
    >
      <label htmlFor="zoek-nieuws" className="sr-only">
        Zoek nieuws
      </label>
      <Search
        className="pointer-events-none absolute left-4 top-1/2 h-5 w-5 -translate-y-1/2 text-muted transition-colors group-focus-within/zoek:text-brand"
        aria-hidden="true"
      />
      <input
        id="zoek-nieuws"
        type="search"
        name="q"
        defaultValue={query}
        placeholder="Zoek nieuws..."
        autoComplete="off"
        enterKeyHint="search"
        className="h-13 w-full rounded-xl border-2 border-transparent bg-white pl-12 pr-12 text-ink shadow-lg transition placeholder:text-gray-500 focus:border-brand-light focus:bg-white focus:outline-3 focus:outline-offset-2 focus:outline-white [&::-webkit-search-cancel-button]:hidden"
      />
      <button
        type="submit"
        form="wis-zoekopdracht"
        hidden={!query}
        aria-label="Zoekopdracht wissen"
        className="absolute right-2 top-1/2 flex h-9 w-9 -translate-y-1/2 items-center justify-center rounded-full text-muted hover:bg-brand-light hover:text-ink"
      >
        <X className="h-5 w-5" aria-hidden="true" />
      </button>
    </form>
  );
}
