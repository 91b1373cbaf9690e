import type { ReactNode } from "react";
import { Link } from "react-router";

import type { Author } from "../../../../shared/authors.js";
import { paths } from "../../../../shared/paths.js";
import { readingTimeLabel } from "../../../../shared/reading-time.js";
import { CreatorPicture } from "../../../components/content/creator-picture.js";
import { useCreator } from "../../../lib/creator.js";

const NAME_LINK = "font-semibold text-foreground underline-offset-4 hover:text-accent hover:underline";

/**
 * A record's byline (issue 30, docs/decisions/106 and 113): the guest author
 * the record names, with their photo, name linking to their page and short
 * bio; or, when it names none, the creator (the site's settings, decision
 * 096), with their photo and name linking to the creator's page and their
 * title. A post's reading time beside it. The author comes with the record's
 * own read (and a server-rendered page's data), so a guest's byline is in the
 * HTML before any script; the creator's is in a rendered page's data, and
 * elsewhere appears once the tab knows the creator. Nothing but the reading
 * time while the creator's byline has no name to show.
 */
export function Byline({ readingMinutes, author }: { readingMinutes?: number | undefined; author?: Author | null | undefined }) {
  const creator = useCreator();
  const reading = readingMinutes ? <span>{readingTimeLabel(readingMinutes)}</span> : null;
  if (author) return <GuestByline author={author} reading={reading} />;
  if (!creator?.name) return reading ? <p className="text-sm text-muted">{reading}</p> : null;
  return (
    <div className="flex items-center gap-3" data-byline>
      <Link to={paths.creator} tabIndex={-1} aria-hidden="true" className="shrink-0">
        <CreatorPicture photoUrl={creator.photoUrl} size="byline" />
      </Link>
      <div className="flex flex-col text-sm">
        <p>
          By{" "}
          <Link to={paths.creator} rel="author" className={NAME_LINK}>
            {creator.name}
          </Link>
        </p>
        <p className="flex flex-wrap gap-x-2 text-muted">
          {creator.title ? <span>{creator.title}</span> : null}
          {creator.title && reading ? <span aria-hidden="true">·</span> : null}
          {reading}
        </p>
      </div>
    </div>
  );
}

/** A guest author's byline: their photo (or their initial), name to their page, short bio, and the reading time. */
function GuestByline({ author, reading }: { author: Author; reading: ReactNode }) {
  const href = paths.author(author.slug);
  return (
    <div className="flex items-start gap-3" data-byline="guest">
      <Link to={href} tabIndex={-1} aria-hidden="true" className="shrink-0">
        <AuthorPicture author={author} size="byline" />
      </Link>
      <div className="flex flex-col text-sm">
        <p>
          By{" "}
          <Link to={href} rel="author" className={NAME_LINK}>
            {author.name}
          </Link>
        </p>
        {author.bio ? <p className="max-w-prose text-muted">{author.bio}</p> : null}
        {reading ? <p className="text-muted">{reading}</p> : null}
      </div>
    </div>
  );
}

/** An author's photo, or their name's first letter in a circle when they have none (the drawn portrait is the creator's). Decorative: the name is beside it. */
export function AuthorPicture({ author, size }: { author: Author; size: "byline" | "page" }) {
  if (author.photoUrl) return <CreatorPicture photoUrl={author.photoUrl} size={size} />;
  const box = size === "byline" ? "size-12 text-lg" : "size-48 text-6xl sm:size-64";
  return (
    <span
      aria-hidden="true"
      className={`flex ${box} items-center justify-center rounded-full border border-border bg-surface font-display font-bold text-accent uppercase`}
    >
      {author.name.trim().charAt(0)}
    </span>
  );
}
