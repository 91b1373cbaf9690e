import { ArrowRight, CheckCircle2, CircleDashed, LockKeyhole } from "lucide-react";
import { Link } from "react-router";

import { paths } from "../../../../shared/paths.js";
import { SERIES_PART_LABELS, type Series, type SeriesPart } from "../../../../shared/series.js";
import { useSeries } from "../../../api/series.js";
import { CardCover, LIBRARY_CARD_SIZES, ReaderCover } from "../../../components/content/cover.js";
import { StatusBadge } from "../../../components/content/status-badge.js";
import { PageFallback } from "../../../components/layout/page-fallback.js";
import { PageContainer } from "../../../components/layout/page.js";
import { Button } from "../../../components/ui/button.js";
import { EmptyState } from "../../../components/ui/empty-state.js";
import { Progress } from "../../../components/ui/progress.js";
import { usePageMeta } from "../../../lib/use-page-meta.js";
import { BackLink } from "./back-link.js";
import { ReaderNotFound } from "./reader-layout.js";

// A series' page (docs/decisions/103): its parts in order as the server shows
// them to this viewer (drafts only to admins, members-only parts locked for
// visitors), with the member's progress through it from the progress they
// already have, and the way to the next part to read.

const partsWord = (n: number) => (n === 1 ? "1 part" : `${n} parts`);

/** What a part is: an article, an episode, or an item's media type. */
function kindLabel(part: SeriesPart): string {
  if (part.kind === "item" && part.mediaType) return part.mediaType === "pdf" ? "PDF" : `${part.mediaType[0]!.toUpperCase()}${part.mediaType.slice(1)}`;
  return SERIES_PART_LABELS[part.kind];
}

/** A part's progress for the member: finished, started, or nothing yet. */
function PartProgress({ part }: { part: SeriesPart }) {
  if (part.locked) {
    return (
      <span className="inline-flex items-center gap-1.5 font-display text-sm font-bold tracking-wider text-accent uppercase">
        <LockKeyhole aria-hidden="true" className="size-4" />
        Members only
      </span>
    );
  }
  if (part.progress?.finished)
    return (
      <span className="inline-flex items-center gap-1.5 text-sm font-semibold text-foreground">
        <CheckCircle2 aria-hidden="true" className="size-4 text-accent" />
        Finished
      </span>
    );
  if (part.progress)
    return (
      <span className="inline-flex items-center gap-1.5 text-sm text-muted">
        <CircleDashed aria-hidden="true" className="size-4 text-accent" />
        In progress
      </span>
    );
  return null;
}

function PartEntry({ part }: { part: SeriesPart }) {
  return (
    <li className="flex flex-col gap-3 rounded-sm border border-border bg-surface p-5" data-series-part={part.number}>
      <CardCover url={part.coverUrl} sizes={LIBRARY_CARD_SIZES} className="max-h-40" />
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted">
        <span className="font-display font-bold tracking-wider text-accent uppercase">Part {part.number}</span>
        <span>{kindLabel(part)}</span>
        <StatusBadge record={part} />
      </div>
      <h2 className="text-2xl break-words text-foreground [overflow-wrap:anywhere]">
        <Link to={paths.record(part.kind, part.id)} className="underline-offset-4 hover:text-accent hover:underline">
          {part.title}
        </Link>
      </h2>
      {part.summary ? <p className="line-clamp-2 leading-relaxed text-muted">{part.summary}</p> : null}
      <PartProgress part={part} />
    </li>
  );
}

/** The member's progress through the series, and the part to read next. */
function SeriesProgress({ series }: { series: Series }) {
  const next = series.parts.find((part) => !part.locked && !part.progress?.finished) ?? null;
  const { progress } = series;
  const started = series.parts.some((part) => part.progress);
  return (
    <div className="flex flex-col gap-4 rounded-sm border border-border border-t-2 border-t-accent bg-surface p-5">
      {progress ? (
        <div className="flex flex-col gap-2">
          <p className="font-semibold text-foreground" data-series-progress="">
            {progress.total > 0 && progress.finished === progress.total
              ? `You have finished all ${partsWord(progress.total)}.`
              : `You have finished ${progress.finished} of ${partsWord(progress.total)}.`}
          </p>
          <Progress value={progress.total ? Math.round((100 * progress.finished) / progress.total) : 0} aria-label="Your progress through the series" />
        </div>
      ) : null}
      {next ? (
        <Button asChild className="self-start">
          <Link to={paths.record(next.kind, next.id)}>
            {started ? `Continue with Part ${next.number}` : `Start with Part ${next.number}`}
            <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
      ) : null}
    </div>
  );
}

/** The series page: its cover, title, description, and its parts in order. */
export function SeriesView({ seriesId }: { seriesId: string }) {
  const { data: series, isPending, isError } = useSeries(seriesId);
  usePageMeta(series?.title ?? (isError ? "Series not found" : undefined), series?.description || "A series from Lead or Be Led.");
  if (isPending) return <PageFallback text="Loading series..." />;
  if (isError) return <ReaderNotFound text="Series not found." />;
  return (
    <PageContainer className="flex flex-col gap-8">
      <BackLink />
      <header className="flex flex-col gap-3 border-b border-border pb-8">
        <div className="flex flex-wrap items-center gap-3">
          <p className="text-sm font-semibold tracking-[0.2em] text-accent uppercase">Series</p>
          <StatusBadge record={{ status: series.status, publishAt: null }} />
        </div>
        <h1 className="text-4xl break-words text-foreground sm:text-5xl">{series.title}</h1>
        {series.description ? <p className="text-xl leading-relaxed text-muted">{series.description}</p> : null}
        <p className="text-sm text-muted">{partsWord(series.partCount)}</p>
      </header>
      <ReaderCover url={series.coverUrl} />
      {series.parts.length === 0 ? (
        <EmptyState icon={CircleDashed}>No parts published yet.</EmptyState>
      ) : (
        <>
          <SeriesProgress series={series} />
          <ol aria-label="Parts" className="flex flex-col gap-4">
            {series.parts.map((part) => (
              <PartEntry key={`${part.kind}:${part.id}`} part={part} />
            ))}
          </ol>
        </>
      )}
    </PageContainer>
  );
}
