import { Link } from "react-router";

import { paths } from "../../../../shared/paths.js";
import { readingTimeLabel } from "../../../../shared/reading-time.js";
import { CreatorPicture } from "../../../components/content/creator-picture.js";
import { useCreator } from "../../../lib/creator.js";

/**
 * A record's byline (issue 30, docs/decisions/106): the creator, the site's
 * one author (the creator's settings, decision 096), with their photo and
 * name linking to the creator's page, their title under it, and a post's
 * reading time. Server-rendered pages carry the creator in their page data,
 * so the byline is in the HTML before any script; elsewhere it appears once
 * the tab knows the creator. Nothing but the reading time while no name is set.
 */
export function Byline({ readingMinutes }: { readingMinutes?: number | undefined }) {
  const creator = useCreator();
  const reading = readingMinutes ? <span>{readingTimeLabel(readingMinutes)}</span> : null;
  if (!creator?.name) return reading ? <p className="text-sm text-muted">{reading}</p> : null;
  return (
    <div className="flex items-center gap-3" data-byline>
      <Link to={paths.creator} tabIndex={-1} aria-hidden="true" className="shrink-0">
        <CreatorPicture photoUrl={creator.photoUrl} size="byline" />
      </Link>
      <div className="flex flex-col text-sm">
        <p>
          By{" "}
          <Link to={paths.creator} rel="author" className="font-semibold text-foreground underline-offset-4 hover:text-accent hover:underline">
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
