import { Search } from "lucide-react";
import { useEffect, useId, useState, type FormEvent, type Ref } from "react";
import { useLocation, useNavigate } from "react-router";

import { SEARCH_QUERY_MAX } from "../../../shared/constants.js";
import { paths, routePatterns } from "../../../shared/paths.js";
import { cn } from "../../lib/cn.js";
import { Input } from "../ui/input.js";

export interface NavSearchProps {
  ref?: Ref<HTMLInputElement>;
  /** Called after a search is sent, so the mobile menu can close. */
  onNavigate?: () => void;
  className?: string;
}

/**
 * The navigation bar's search field: sends the words to the search page
 * (`/search?q=`, so the URL holds the query). On the search page it shows
 * the words searched for. `/` focuses it (see Navbar). Its action is the
 * search page, so a page without the app (a reading page's islands,
 * docs/decisions/116) sends it as the browser does.
 */
export function NavSearch({ ref, onNavigate, className }: NavSearchProps) {
  const id = useId();
  const navigate = useNavigate();
  const location = useLocation();
  const onSearchPage = location.pathname === routePatterns.search;
  const current = onSearchPage ? (new URLSearchParams(location.search).get("q") ?? "") : "";
  const [value, setValue] = useState(current);
  // Follows the page: the back button to other results, or leaving search.
  useEffect(() => setValue(current), [current]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const q = value.trim();
    if (!q) return;
    // Keep the area filter when searching again from the results.
    const area = onSearchPage ? (new URLSearchParams(location.search).get("type") ?? undefined) : undefined;
    void navigate(paths.search(q, area));
    onNavigate?.();
  };

  return (
    <form role="search" action={routePatterns.search} onSubmit={submit} className={cn("relative", className)}>
      <label htmlFor={id} className="sr-only">
        Search
      </label>
      <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted" />
      <Input
        ref={ref}
        id={id}
        type="search"
        name="q"
        value={value}
        maxLength={SEARCH_QUERY_MAX}
        onChange={(event) => setValue(event.target.value)}
        placeholder="Search"
        aria-keyshortcuts="/"
        data-nav-search=""
        autoComplete="off"
        enterKeyHint="search"
        compact
        onSurface
        className="pr-8 pl-9"
      />
      <kbd
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 right-2 hidden -translate-y-1/2 rounded-sm border border-border px-1.5 font-mono text-xs text-muted md:block"
      >
        /
      </kbd>
    </form>
  );
}
