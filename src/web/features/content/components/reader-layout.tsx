import type { ReactNode } from "react";

import { MembersBadge } from "../../../components/content/members-badge.js";
import { StatusBadge, type Publication } from "../../../components/content/status-badge.js";
import { PageContainer } from "../../../components/layout/page.js";
import { BackLink } from "./back-link.js";
import { PreviewBanner, PreviewGoneNote } from "./preview-banner.js";

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
  children: ReactNode;
}

/** The frame of the post reader and the item viewer: the preview notice (on a preview link), back link, header, body. */
export function ReaderLayout({ eyebrow, title, meta, isMembersOnly = false, publication, tab, children }: ReaderLayoutProps) {
  return (
    <PageContainer className="flex flex-col gap-8">
      <PreviewBanner publication={publication} />
      <BackLink tab={tab} />
      <header className="flex flex-col gap-3 border-b border-border pb-8">
        <div className="flex flex-wrap items-center gap-3">
          <p className="text-sm font-semibold tracking-[0.2em] text-accent uppercase">{eyebrow}</p>
          <MembersBadge show={isMembersOnly} />
          {publication ? <StatusBadge record={publication} /> : null}
        </div>
        <h1 className="text-4xl break-words text-foreground sm:text-5xl">{title}</h1>
        {meta}
      </header>
      {children}
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
