import { ArrowLeft, ArrowRight, ListOrdered, LockKeyhole } from "lucide-react";
import { Link } from "react-router";

import { paths } from "../../../../shared/paths.js";
import type { SeriesPartKind, SeriesPartLink } from "../../../../shared/series.js";
import { useSeriesPlace } from "../../../api/series.js";

// A part's place in its series (docs/decisions/103): "Part 3 of 6 ·
// Leadership Foundations" under the title, and the parts before and after it
// at the end ("Next in this series"). The server numbers over the parts this
// viewer may see, so a draft never shows as a gap; a record in no series
// shows neither.

/** A record of a series, as its page names it. */
export interface SeriesPartRef {
  kind: SeriesPartKind;
  id: string;
}

const linkClass = "font-semibold text-accent underline-offset-4 hover:underline break-words [overflow-wrap:anywhere]";

/** "Part N of M · <series>", the series' title a link to its page. */
export function SeriesPlaceLine({ part }: { part: SeriesPartRef }) {
  const place = useSeriesPlace(part.kind, part.id);
  if (!place) return null;
  return (
    <p className="flex items-start gap-2 text-muted" data-series-place="">
      <ListOrdered aria-hidden="true" className="mt-1 size-4 shrink-0 text-accent" />
      {/* min-w-0: a flex item may shrink below its longest word, which then wraps (a series title of one long word). */}
      <span className="min-w-0 [overflow-wrap:anywhere]">
        Part {place.number} of {place.count} ·{" "}
        <Link to={paths.series(place.series.id)} className={linkClass}>
          {place.series.title}
        </Link>
      </span>
    </p>
  );
}

function Neighbour({ link, direction }: { link: SeriesPartLink; direction: "previous" | "next" }) {
  const next = direction === "next";
  return (
    <Link
      to={paths.record(link.kind, link.id)}
      className={`flex min-w-0 flex-1 flex-col gap-1 rounded-sm border border-border bg-surface p-4 hover:border-accent ${next ? "items-end text-right" : ""}`}
    >
      <span className="inline-flex items-center gap-2 font-display text-sm font-bold tracking-wider text-accent uppercase">
        {next ? null : <ArrowLeft aria-hidden="true" className="size-4" />}
        {next ? "Next in this series" : "Previous in this series"}
        {next ? <ArrowRight aria-hidden="true" className="size-4" /> : null}
      </span>
      <span className="font-semibold break-words text-foreground [overflow-wrap:anywhere]">{link.title}</span>
      {link.locked ? (
        <span className="inline-flex items-center gap-1 text-sm text-muted">
          <LockKeyhole aria-hidden="true" className="size-3" />
          Members only
        </span>
      ) : null}
    </Link>
  );
}

/** The parts before and after this one, at the end of its page. */
export function SeriesNeighbours({ part }: { part: SeriesPartRef }) {
  const place = useSeriesPlace(part.kind, part.id);
  if (!place || (!place.previous && !place.next)) return null;
  return (
    <nav aria-label={`${place.series.title}: parts`} className="flex flex-col gap-3 border-t border-border pt-8 sm:flex-row">
      {place.previous ? <Neighbour link={place.previous} direction="previous" /> : null}
      {place.next ? <Neighbour link={place.next} direction="next" /> : null}
    </nav>
  );
}
