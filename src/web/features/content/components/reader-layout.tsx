import type { ReactNode } from "react";
import { Link } from "react-router";

import { LIBRARY_PATHS, type LibraryArea } from "../../../../shared/library.js";
import { MembersBadge } from "../../../components/content/members-badge.js";
import { StatusBadge, type Publication } from "../../../components/content/status-badge.js";
import { PageContainer } from "../../../components/layout/page.js";
import { BackLink } from "./back-link.js";
import { PreviewBanner, PreviewGoneNote } from "./preview-banner.js";
import { SeriesNeighbours, SeriesPlaceLine, type SeriesPartRef } from "./series-part-nav.js";

export interface ReaderLayoutProps {
  /** Small label above the title, e.g. "Field Manual". */
  eyebrow: string;
  title: string;
  /** Lines under the title (date, description). */
  meta?: ReactNode;
  isMembersOnly?: boolean;
  /** Marks a draft or scheduled record, which only an admin is sent. */
  publication?: Publication;
  /** The dashboard tab that lists the record, for the back link. */
  tab?: string;
  /** The library page that lists the record: the eyebrow links to it, and a visitor's back link leads there. */
  library: LibraryArea;
  /** The record, when its page shows its place in a series (docs/decisions/103). */
  part?: SeriesPartRef;
  children: ReactNode;
}

/** The frame of the post reader and the item viewer: the preview notice (on a preview link), back link, header, body. */
export function ReaderLayout({ eyebrow, title, meta, isMembersOnly = false, publication, tab, library, part, children }: ReaderLayoutProps) {
  return (
    <PageContainer className="flex flex-col gap-8">
      <PreviewBanner publication={publication} />
      <BackLink tab={tab} library={library} />
      <header className="flex flex-col gap-3 border-b border-border pb-8">
        <div className="flex flex-wrap items-center gap-3">
          {/* The area's name leads to its library page: the way from any record to the rest of its kind. */}
          <p className="text-sm font-semibold tracking-[0.2em] text-accent uppercase">
            <Link to={LIBRARY_PATHS[library]} className="rounded-sm underline-offset-4 hover:underline">
              {eyebrow}
            </Link>
          </p>
          <MembersBadge show={isMembersOnly} />
          {publication ? <StatusBadge record={publication} /> : null}
        </div>
        <h1 className="text-4xl break-words text-foreground sm:text-5xl">{title}</h1>
        {meta}
        {part ? <SeriesPlaceLine part={part} /> : null}
      </header>
      {children}
      {part ? <SeriesNeighbours part={part} /> : null}
    </PageContainer>
  );
}

/** The page when the record could not be loaded. */
export function ReaderNotFound({ text }: { text: string }) {
  return (
    <PageContainer className="flex flex-col items-start gap-6">
      <BackLink />
      <h1 className="text-4xl text-foreground sm:text-5xl" role="status">
        {text}
      </h1>
      <PreviewGoneNote />
    </PageContainer>
  );
}
