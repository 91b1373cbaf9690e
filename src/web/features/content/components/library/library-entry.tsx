import { LockKeyhole } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";

import type { Episode } from "../../../../../shared/content.js";
import type { LibraryItem, LibraryPost } from "../../../../../shared/library-page.js";
import { paths } from "../../../../../shared/paths.js";
import { readingTimeLabel } from "../../../../../shared/reading-time.js";
import { CardCover, LIBRARY_CARD_SIZES } from "../../../../components/content/cover.js";
import { LocalDate } from "../../../../components/content/local-date.js";
import { MembersBadge } from "../../../../components/content/members-badge.js";
import { StatusBadge, type Publication } from "../../../../components/content/status-badge.js";
import { TagList } from "../../../../components/content/tag-list.js";
import { MediaTypeLabel } from "../media-type-label.js";

/** What a visitor sees of a members-only entry in place of its teaser. */
export function LockMark() {
  return (
    <p className="inline-flex items-center gap-2 font-display text-sm font-bold tracking-wider text-accent uppercase">
      <LockKeyhole aria-hidden="true" className="size-4" />
      Members only
    </p>
  );
}

interface EntryProps {
  to: string;
  title: string;
  createdAt: string;
  isMembersOnly: boolean;
  locked: boolean;
  /** Shown to an admin, whose lists hold drafts and scheduled records too. */
  publication: Publication;
  /** Beside the date, e.g. an item's media type. */
  meta?: ReactNode;
  /** Above the title. */
  cover?: ReactNode;
  /** The teaser, as the viewer's view has it (empty or null when there is none for them). */
  teaser?: string | null;
  /** The record's tags, as words (the page's topic filter links them). */
  tags?: readonly string[] | undefined;
}

/**
 * One entry of a library list: the whole card is one link to the record's
 * page. A locked entry (a visitor and a members-only record) carries the lock
 * mark, and only the teaser the access policy gives a visitor: none for a
 * post (its excerpt is its body's start) or an episode, an item's
 * description (which its own page shows a visitor too).
 */
function LibraryEntry({ to, title, createdAt, isMembersOnly, locked, publication, meta, cover, teaser, tags }: EntryProps) {
  return (
    <article className="rounded-sm border border-border bg-surface transition-colors has-[a:hover]:border-accent/60 has-[a:hover]:bg-surface-raised">
      <Link to={to} className="group flex flex-col gap-3 rounded-sm p-5">
        {cover}
        <h3 className="text-2xl leading-tight break-words text-foreground transition-colors group-hover:text-accent">{title}</h3>
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted">
          <LocalDate iso={createdAt} format="long" />
          {meta}
          {/* A member sees the MEMBERS flag as on the dashboard; a visitor the lock mark below. */}
          <MembersBadge show={isMembersOnly && !locked} />
          <StatusBadge record={publication} />
        </div>
        {teaser ? <p className="line-clamp-3 leading-relaxed text-foreground/85">{teaser}</p> : null}
        <TagList tags={tags} />
        {locked ? <LockMark /> : null}
      </Link>
    </article>
  );
}

export function PostEntry({ post }: { post: LibraryPost }) {
  return (
    <LibraryEntry
      to={paths.post(post.id)}
      title={post.title}
      createdAt={post.createdAt}
      isMembersOnly={post.isMembersOnly}
      locked={post.locked}
      publication={post}
      // The cover shows locked or not (docs/decisions/086); decorative beside the title.
      meta={post.readingMinutes ? <span>{readingTimeLabel(post.readingMinutes)}</span> : null}
      cover={<CardCover url={post.coverUrl} sizes={LIBRARY_CARD_SIZES} className="max-h-64" />}
      teaser={post.excerpt}
      tags={post.tags}
    />
  );
}

export function EpisodeEntry({ episode }: { episode: Episode }) {
  return (
    <LibraryEntry
      to={paths.episode(episode.id)}
      title={episode.title}
      createdAt={episode.createdAt}
      isMembersOnly={episode.isMembersOnly}
      locked={episode.locked}
      publication={episode}
      meta={<MediaTypeLabel mediaType="audio" />}
      cover={<CardCover url={episode.coverUrl} sizes={LIBRARY_CARD_SIZES} className="max-h-64" />}
      teaser={episode.description}
      tags={episode.tags}
    />
  );
}

export function ItemEntry({ item }: { item: LibraryItem }) {
  return (
    <LibraryEntry
      to={paths.item(item.id)}
      title={item.title}
      createdAt={item.createdAt}
      isMembersOnly={item.isMembersOnly}
      locked={item.locked}
      publication={item}
      meta={<MediaTypeLabel mediaType={item.mediaType} />}
      cover={<CardCover url={item.coverUrl} sizes={LIBRARY_CARD_SIZES} className="max-h-64" />}
      teaser={item.description}
      tags={item.tags}
    />
  );
}
