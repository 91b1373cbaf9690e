import { SearchX } from "lucide-react";
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from "react";
import { Link, useSearchParams } from "react-router";

import { SEARCH_QUERY_MAX } from "../../../../shared/constants.js";
import { paths } from "../../../../shared/paths.js";
import { SEARCH_AREAS, type SearchArea, type SearchResult } from "../../../../shared/search.js";
import { useSearch } from "../../../api/search.js";
import { PageContainer } from "../../../components/layout/page.js";
import { Button } from "../../../components/ui/button.js";
import { EmptyState } from "../../../components/ui/empty-state.js";
import { Input } from "../../../components/ui/input.js";
import { LoadMore } from "../../../components/ui/load-more.js";
import { StatusText } from "../../../components/ui/status-text.js";
import { cn } from "../../../lib/cn.js";
import { useErrorToast } from "../../../lib/feedback.js";
import { usePageMeta } from "../../../lib/use-page-meta.js";
import { AREA_LABELS } from "../lib/areas.js";
import { SearchResultCard } from "./search-result-card.js";
import { SeriesMatches } from "./series-matches.js";

const RESULT_SELECTOR = "a[data-search-result]";

/** The words and the area from the URL (`/search?q=…&type=…`), which is what is searched. */
function useSearchParamsState() {
  const [params] = useSearchParams();
  const q = (params.get("q") ?? "").trim().slice(0, SEARCH_QUERY_MAX);
  const type = params.get("type");
  const area = SEARCH_AREAS.find((a) => a === type);
  return { q, area };
}

/**
 * Arrow keys move between results (Home and End to the first and last); from
 * the page's search field, the down arrow goes to the first result.
 */
function moveFocus(event: KeyboardEvent<HTMLElement>, container: HTMLElement | null) {
  const links = [...(container?.querySelectorAll<HTMLAnchorElement>(RESULT_SELECTOR) ?? [])];
  if (links.length === 0) return;
  const index = links.indexOf(document.activeElement as HTMLAnchorElement);
  const next =
    event.key === "ArrowDown"
      ? Math.min(index + 1, links.length - 1)
      : event.key === "ArrowUp"
        ? index - 1
        : event.key === "Home"
          ? 0
          : event.key === "End"
            ? links.length - 1
            : null;
  if (next === null || (index === -1 && event.key !== "ArrowDown")) return;
  event.preventDefault();
  links[Math.max(next, 0)]?.focus();
}

/** The search page: a field, the area filter, and the results a page at a time. */
export function SearchView() {
  const { q, area } = useSearchParamsState();
  const [, setParams] = useSearchParams();
  const results = useSearch(q, area);
  const resultsRef = useRef<HTMLDivElement>(null);
  const fieldId = useId();
  const [value, setValue] = useState(q);
  useEffect(() => setValue(q), [q]);
  usePageMeta(q ? `Search: ${q}` : "Search", "Search the Field Manual, The Briefing and After-Action.");

  useErrorToast("Error searching", results);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const words = value.trim();
    if (words) setParams(new URLSearchParams(paths.search(words, area).split("?")[1]));
  };

  return (
    <PageContainer width="4xl" className="flex flex-col gap-8">
      <header className="flex flex-col gap-6 border-b border-border pb-8">
        <h1 className="text-5xl text-foreground sm:text-6xl">Search</h1>
        <form role="search" aria-label="Search the site" onSubmit={submit} className="flex flex-col gap-3 sm:flex-row">
          <label htmlFor={fieldId} className="sr-only">
            Search articles, episodes and case studies
          </label>
          <Input
            id={fieldId}
            type="search"
            value={value}
            maxLength={SEARCH_QUERY_MAX}
            onChange={(event) => setValue(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === "ArrowDown") moveFocus(event, resultsRef.current);
            }}
            placeholder="Articles, episodes, case studies…"
            autoComplete="off"
            enterKeyHint="search"
          />
          <Button type="submit" className="sm:w-32">
            Search
          </Button>
        </form>
        <AreaFilter q={q} area={area} />
      </header>
      <div ref={resultsRef} onKeyDown={(event) => moveFocus(event, resultsRef.current)}>
        <Results q={q} area={area} results={results} />
      </div>
    </PageContainer>
  );
}

/** All areas, or one: links, so the filter is in the URL and the back button undoes it. */
function AreaFilter({ q, area }: { q: string; area: SearchArea | undefined }) {
  const options: { value: SearchArea | undefined; label: string }[] = [
    { value: undefined, label: "All" },
    ...SEARCH_AREAS.map((value) => ({ value, label: AREA_LABELS[value] })),
  ];
  return (
    <nav aria-label="Filter results by area">
      <ul className="flex flex-wrap gap-2">
        {options.map((option) => {
          const current = option.value === area;
          return (
            <li key={option.label}>
              <Link
                to={paths.search(q, option.value)}
                replace
                aria-current={current ? "page" : undefined}
                className={cn(
                  "inline-flex h-9 items-center rounded-sm border px-3 text-sm font-semibold transition-colors",
                  current ? "border-accent bg-accent text-accent-foreground" : "border-border text-foreground hover:border-accent/60 hover:text-accent",
                )}
              >
                {option.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

function ResultList({ items, label }: { items: SearchResult[]; label: string }) {
  return (
    <ol aria-label={label} className="flex flex-col gap-4">
      {items.map((result) => (
        <li key={`${result.kind}:${result.id}`}>
          <SearchResultCard result={result} />
        </li>
      ))}
    </ol>
  );
}

function Results({ q, area, results }: { q: string; area: SearchArea | undefined; results: ReturnType<typeof useSearch> }) {
  if (!q) return <StatusText>Type a few words to search articles, episodes and case studies.</StatusText>;
  if (results.isPending) return <StatusText>Searching...</StatusText>;
  if (results.isError && results.items.length === 0) {
    return (
      <div className="flex flex-col items-start gap-3">
        <StatusText className="pb-0">Search failed.</StatusText>
        <Button variant="outline" onClick={() => void results.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  if (results.fuzzy || results.items.length === 0) {
    // "No results" only when there are none: titles like the words are results too, and the page says what they are.
    return (
      <div className="flex flex-col gap-6">
        <SeriesMatches series={results.series} />
        {results.items.length === 0 && results.series.length === 0 ? (
          <EmptyState icon={SearchX}>No results for “{q}”.</EmptyState>
        ) : results.items.length > 0 ? (
          <StatusText className="pb-0">Nothing matches “{q}” word for word.</StatusText>
        ) : null}
        {results.suggestion ? (
          <p className="text-lg text-foreground">
            Did you mean{" "}
            <Link to={paths.search(results.suggestion, area)} className="font-semibold text-accent underline underline-offset-4">
              {results.suggestion}
            </Link>
            ?
          </p>
        ) : null}
        {results.items.length > 0 ? (
          <section aria-labelledby="similar-titles" className="flex flex-col gap-4">
            <h2 id="similar-titles" className="text-2xl text-foreground">
              Titles like it
            </h2>
            <ResultList items={results.items} label="Titles like it" />
          </section>
        ) : null}
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-4">
      <SeriesMatches series={results.series} />
      <h2 className="sr-only">Results for “{q}”</h2>
      <ResultList items={results.items} label="Search results" />
      <LoadMore list={results} className="pt-2" />
    </div>
  );
}
