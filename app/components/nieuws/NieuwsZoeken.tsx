import Search from "lucide-react/icons/search";
import X from "lucide-react/icons/x";
import type { FormEvent, RefObject } from "react";

/**
 * The news search in the start page's hero. `onChange` gets every keystroke (the list filters while typing);
 * `onClear` empties it.
 */
export function NieuwsZoeken({
  action,
  query,
  inputRef,
  onChange,
  onClear,
}: {
  action: string;
  query: string;
  inputRef: RefObject<HTMLInputElement | null>;
  onChange: (value: string) => void;
  onClear: (event: { preventDefault: () => void }) => void;
}) {
  // Without JavaScript the search is a GET form (?q=); with it, the list filters while typing.
  return (
    <form
      method="get"
      action={action}
      role="search"
      className="group/zoek relative flex-1"
      onSubmit={(event: FormEvent) => event.preventDefault()}
    >
      <label htmlFor="zoek-nieuws" className="sr-only">
        Zoek nieuws
      </label>
      <Search
        className="pointer-events-none absolute left-4 top-1/2 h-5 w-5 -translate-y-1/2 text-muted transition-colors group-focus-within/zoek:text-brand"
        aria-hidden="true"
      />
      <input
        ref={inputRef}
        id="zoek-nieuws"
        type="search"
        name="q"
        value={query}
        onChange={(event) => onChange(event.target.value)}
        placeholder="Zoek nieuws..."
        autoComplete="off"
        enterKeyHint="search"
        className="h-13 w-full rounded-xl border-2 border-transparent bg-white pl-12 pr-12 text-ink shadow-lg transition placeholder:text-gray-500 focus:border-brand-light focus:bg-white focus:outline-3 focus:outline-offset-2 focus:outline-white [&::-webkit-search-cancel-button]:hidden"
      />
      {query && (
        <button
          type="submit"
          form="wis-zoekopdracht"
          aria-label="Zoekopdracht wissen"
          onClick={onClear}
          className="absolute right-2 top-1/2 flex h-9 w-9 -translate-y-1/2 items-center justify-center rounded-full text-muted hover:bg-brand-light hover:text-ink"
        >
          <X className="h-5 w-5" aria-hidden="true" />
        </button>
      )}
    </form>
  );
}
