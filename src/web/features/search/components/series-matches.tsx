import { Layers } from "lucide-react";
import { useId } from "react";
import { Link } from "react-router";

import type { SearchSeries } from "../../../../shared/search.js";
import { Snippet } from "./snippet.js";

/**
 * The series that match the words (docs/decisions/112), above the records:
 * each card opens the series' page through a link that is its title alone,
 * as a result's card does, and joins the results' arrow-key order.
 */
export function SeriesMatches({ series }: { series: SearchSeries[] }) {
  const headingId = useId();
  if (series.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <h2 id={headingId} className="text-2xl text-foreground">
        Series
      </h2>
      <ol aria-label="Series that match" className="flex flex-col gap-4">
        {series.map((match) => (
          <li key={match.id}>
            <article className="group relative flex flex-col gap-2 rounded-sm border border-border bg-surface p-5 transition-colors focus-within:border-accent hover:border-accent/60 hover:bg-surface-raised">
              <p className="flex items-center gap-2 text-sm font-semibold tracking-[0.15em] text-accent uppercase">
                <Layers aria-hidden="true" className="size-4" />
                Series
              </p>
              <h3 className="text-2xl leading-tight break-words text-foreground transition-colors group-hover:text-accent">
                <Link to={match.url} data-search-result="" className="after:absolute after:inset-0 after:rounded-sm">
                  {match.title}
                </Link>
              </h3>
              {match.snippet ? <Snippet parts={match.snippet} /> : null}
            </article>
          </li>
        ))}
      </ol>
    </section>
  );
}
