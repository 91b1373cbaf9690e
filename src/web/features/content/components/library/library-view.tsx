import { ArrowLeft, ArrowRight, BookOpen, ClipboardList, Mic, Radio, SearchX, type LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";

import type { LibraryPage, LibrarySection } from "../../../../../shared/library-page.js";
import {
  LIBRARY_PATHS,
  LIBRARY_SECTIONS,
  LIBRARY_TITLES,
  libraryHref,
  type LibraryArea,
  type LibraryQuery,
  type LibrarySectionName,
} from "../../../../../shared/library.js";
import { paths } from "../../../../../shared/paths.js";
import { tagLabel } from "../../../../../shared/tag-words.js";
import { useLibrary } from "../../../../api/library.js";
import { FILTER_CHIP, filterChipState, TopicChips } from "../../../../components/content/tag-list.js";
import { PageContainer, PageHeader } from "../../../../components/layout/page.js";
import { Button } from "../../../../components/ui/button.js";
import { EmptyState } from "../../../../components/ui/empty-state.js";
import { StatusText } from "../../../../components/ui/status-text.js";
import { cn } from "../../../../lib/cn.js";
import { usePageMeta } from "../../../../lib/use-page-meta.js";
import { EpisodeEntry, ItemEntry, PostEntry } from "./library-entry.js";

/** Each list's heading (the dashboard's, where the spec names one), and its loading and empty words. */
const SECTION_TEXT: Record<LibrarySectionName, { heading: string; loading: string; empty: string; icon: LucideIcon }> = {
  posts: { heading: "Leadership Articles", loading: "Loading articles...", empty: "No articles published yet.", icon: BookOpen },
  episodes: { heading: "Podcast Episodes", loading: "Loading episodes...", empty: "No episodes available yet.", icon: Mic },
  briefings: { heading: "Briefings", loading: "Loading briefings...", empty: "No briefings published yet.", icon: Radio },
  reports: { heading: "Case Studies & Exercises", loading: "Loading reports...", empty: "No reports published yet.", icon: ClipboardList },
};

/**
 * "Newer" and "Older": plain links to the pages' addresses, so they work
 * before (or without) the page's script. Paging one list keeps the others of
 * the page where they are.
 */
export function LibraryPager({
  area,
  name,
  section,
  cursors,
}: {
  area: LibraryArea;
  name: LibrarySectionName;
  section: LibrarySection<unknown>;
  cursors: LibraryQuery;
}) {
  const to = (cursor: string | null) => {
    const next = { ...cursors };
    if (cursor) next[name] = cursor;
    else delete next[name];
    return libraryHref(area, next);
  };
  const label = SECTION_TEXT[name].heading;
  return <PageLinks label={label} newer={section.cursor !== null ? to(section.newer) : null} older={section.older !== null ? to(section.older) : null} />;
}

/** A list's "Newer" (or `newerText`) and "Older" links, each shown when there is such a page (`label` names the list to a screen reader). */
export function PageLinks({ label, newer, older, newerText = "Newer" }: { label: string; newer: string | null; older: string | null; newerText?: string }) {
  if (newer === null && older === null) return null;
  return (
    <nav aria-label={`${label}: pages`} className="flex flex-wrap items-center gap-3 pt-2">
      {newer !== null ? (
        <Button asChild variant="outline">
          <Link to={newer} aria-label={`${newerText} ${label}`}>
            <ArrowLeft aria-hidden="true" />
            {newerText}
          </Link>
        </Button>
      ) : null}
      {older !== null ? (
        <Button asChild variant="outline" className="ml-auto">
          <Link to={older} aria-label={`Older ${label}`}>
            Older
            <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
      ) : null}
    </nav>
  );
}

function Section({ name, children }: { name: LibrarySectionName; children: ReactNode }) {
  const id = `library-${name}`;
  return (
    <section aria-labelledby={id} className="flex flex-col gap-4">
      <h2 id={id} className="text-3xl text-foreground sm:text-4xl">
        {SECTION_TEXT[name].heading}
      </h2>
      {children}
    </section>
  );
}

/** One list of the page: its entries (or its empty note) and its pager. */
function SectionList({ area, name, page, cursors }: { area: LibraryArea; name: LibrarySectionName; page: LibraryPage; cursors: LibraryQuery }) {
  const text = SECTION_TEXT[name];
  const section = page[name];
  if (!section) return null;
  const entries =
    name === "posts"
      ? page.posts!.items.map((post) => <PostEntry key={post.id} post={post} />)
      : name === "episodes"
        ? page.episodes!.items.map((episode) => <EpisodeEntry key={episode.id} episode={episode} />)
        : page[name]!.items.map((item) => <ItemEntry key={item.id} item={item} />);
  return (
    <Section name={name}>
      {entries.length === 0 ? (
        <EmptyState icon={text.icon}>{text.empty}</EmptyState>
      ) : (
        <ul aria-label={text.heading} className="flex flex-col gap-4">
          {entries.map((entry) => (
            <li key={entry.key}>{entry}</li>
          ))}
        </ul>
      )}
      <LibraryPager area={area} name={name} section={section} cursors={cursors} />
    </Section>
  );
}

/**
 * The series filter (docs/decisions/103): plain links, so it works before
 * (or without) the page's script, each to the area's first page with that
 * series' parts only; "All" takes the filter off. Shown when some series has
 * a part here.
 */
const chip = FILTER_CHIP;
const chipState = filterChipState;

function SeriesFilter({ area, page }: { area: LibraryArea; page: LibraryPage }) {
  const { options, selected } = page.series;
  if (options.length === 0 && !selected) return null;
  const state = chipState;
  return (
    <nav aria-label="Filter by series" className="flex flex-col gap-3">
      <p className="font-display text-sm font-bold tracking-wider text-muted uppercase">Series</p>
      <ul className="flex flex-wrap gap-2">
        <li>
          <Link to={libraryHref(area)} aria-current={selected ? undefined : "page"} className={cn(chip, state(!selected))}>
            All
          </Link>
        </li>
        {options.map((option) => (
          <li key={option.id}>
            <Link
              to={libraryHref(area, { series: option.id })}
              aria-current={selected?.id === option.id ? "page" : undefined}
              className={cn(chip, state(selected?.id === option.id))}
            >
              {option.title}
            </Link>
          </li>
        ))}
      </ul>
      {selected ? (
        <p className="text-muted">
          Showing the parts of {selected.title}.{" "}
          <Link to={paths.series(selected.id)} className="font-semibold text-accent underline-offset-4 hover:underline">
            See the series in order
          </Link>
        </p>
      ) : null}
    </nav>
  );
}

/**
 * The tag filter (docs/decisions/106): plain links as the series filter's,
 * each to the area's first page with that tag's records only (keeping a
 * series filter); "All topics" takes the tag off. Offered are the tags of
 * the records the viewer may see listed here (the server's list).
 */
function TagFilter({ area, page }: { area: LibraryArea; page: LibraryPage }) {
  const { options, selected } = page.tags;
  if (options.length === 0) return null;
  const series = page.series.selected?.id;
  const to = (tag: string | null) => libraryHref(area, { ...(series ? { series } : {}), ...(tag ? { tag } : {}) });
  return (
    <TopicChips tags={options} selected={selected} href={to}>
      {selected ? <p className="text-muted">Showing entries tagged “{tagLabel(selected)}”.</p> : null}
    </TopicChips>
  );
}

/** An address that names no page of the area (a bad or spent cursor): says so, with the way to its first page. */
function LibraryMissing({ area }: { area: LibraryArea }) {
  return (
    <div className="flex flex-col items-start gap-4 rounded-sm border border-dashed border-border bg-surface/60 px-6 py-10">
      <SearchX aria-hidden="true" className="size-9 text-accent" strokeWidth={1.5} />
      <h2 className="text-3xl text-foreground">Page not found.</h2>
      <p className="text-muted">This page of {LIBRARY_TITLES[area].named} does not exist: the list may have changed since the link was made.</p>
      <Button asChild>
        <Link to={LIBRARY_PATHS[area]}>Back to the newest entries</Link>
      </Button>
    </div>
  );
}

/**
 * A library page: the area's title and words, then its lists newest first,
 * a page at a time. `cursors` null: the address is not one of the area's
 * pages.
 */
export function LibraryView({ area, cursors }: { area: LibraryArea; cursors: LibraryQuery | null }) {
  const state = useLibrary(area, cursors);
  const { title, description } = LIBRARY_TITLES[area];
  usePageMeta(state.status === "missing" ? "Page not found" : title, description);
  const names = LIBRARY_SECTIONS[area].map((section) => section.name);
  return (
    <PageContainer width="4xl">
      <PageHeader eyebrow="The Arsenal" title={title} tagline={description} />
      {state.status === "missing" ? (
        <LibraryMissing area={area} />
      ) : state.status === "failed" ? (
        <div className="flex flex-col items-start gap-4">
          <StatusText>Could not load this page. Please try again.</StatusText>
          <Button asChild variant="outline">
            <Link to={LIBRARY_PATHS[area]}>Back to the newest entries</Link>
          </Button>
        </div>
      ) : (
        <div className="flex flex-col gap-12">
          {state.status === "ready" ? <SeriesFilter area={area} page={state.page} /> : null}
          {state.status === "ready" ? <TagFilter area={area} page={state.page} /> : null}
          {names.map((name) =>
            state.status === "ready" ? (
              <SectionList key={name} area={area} name={name} page={state.page} cursors={cursors ?? {}} />
            ) : (
              <Section key={name} name={name}>
                <StatusText>{SECTION_TEXT[name].loading}</StatusText>
              </Section>
            ),
          )}
        </div>
      )}
    </PageContainer>
  );
}
