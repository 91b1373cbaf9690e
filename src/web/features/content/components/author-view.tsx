import { BookOpen, ExternalLink } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";

import { authorDescription, type AuthorPage as AuthorPageData, type AuthorRecord } from "../../../../shared/authors.js";
import { paths } from "../../../../shared/paths.js";
import { useAuthorPage } from "../../../api/authors.js";
import { LocalDate } from "../../../components/content/local-date.js";
import { MembersBadge } from "../../../components/content/members-badge.js";
import { StatusBadge } from "../../../components/content/status-badge.js";
import { PageContainer } from "../../../components/layout/page.js";
import { EmptyState } from "../../../components/ui/empty-state.js";
import { StatusText } from "../../../components/ui/status-text.js";
import { useSession } from "../../../lib/session.js";
import { usePageMeta } from "../../../lib/use-page-meta.js";
import { AuthorPicture } from "./byline.js";
import { LockMark } from "./library/library-entry.js";
import { PageLinks } from "./library/library-view.js";

const KIND_LABELS: Record<AuthorRecord["kind"], string> = { post: "Article", episode: "Episode", item: "Report" };

/** One record naming the author: a link to its page, its kind and date, and the members-only mark as the lists show it. */
function AuthorRecordEntry({ record, signedIn }: { record: AuthorRecord; signedIn: boolean }) {
  return (
    <article className="rounded-sm border border-border bg-surface transition-colors has-[a:hover]:border-accent/60 has-[a:hover]:bg-surface-raised">
      <Link to={record.path} className="group flex flex-col gap-2 rounded-sm p-5">
        <h3 className="text-2xl leading-tight break-words text-foreground transition-colors group-hover:text-accent">{record.title}</h3>
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted">
          <span>{KIND_LABELS[record.kind]}</span>
          <LocalDate iso={record.createdAt} format="long" />
          {signedIn ? <MembersBadge show={record.isMembersOnly} /> : null}
          <StatusBadge record={record} />
        </div>
        {!signedIn && record.isMembersOnly ? <LockMark /> : null}
      </Link>
    </article>
  );
}

/** The author's records, newest first, with plain links to the older page (and back to the newest), which work without the page's script. */
function AuthorRecords({ page, cursor, signedIn }: { page: AuthorPageData; cursor: string | null; signedIn: boolean }) {
  const { author, items, nextCursor } = page;
  const heading = `By ${author.name}`;
  return (
    <section aria-labelledby="author-records" className="flex flex-col gap-4">
      <h2 id="author-records" className="text-3xl text-foreground sm:text-4xl">
        {heading}
      </h2>
      {items.length === 0 ? (
        <EmptyState icon={BookOpen}>Nothing published by {author.name} yet.</EmptyState>
      ) : (
        <ul aria-label={heading} className="flex flex-col gap-4">
          {items.map((record) => (
            <li key={`${record.kind}:${record.id}`}>
              <AuthorRecordEntry record={record} signedIn={signedIn} />
            </li>
          ))}
        </ul>
      )}
      <PageLinks
        label={heading}
        newer={cursor ? paths.author(author.slug) : null}
        newerText="Newest"
        older={nextCursor ? paths.author(author.slug, nextCursor) : null}
      />
    </section>
  );
}

/** The author's photo, name, short bio and link (the page's head and title are theirs), then their records. */
function AuthorProfile({ page, cursor }: { page: AuthorPageData; cursor: string | null }) {
  const { author } = page;
  const { user } = useSession();
  usePageMeta(author.name, authorDescription(author));
  return (
    <div className="flex flex-col gap-12">
      <header className="flex flex-col gap-6 border-b border-border pb-8 sm:flex-row sm:items-center">
        <AuthorPicture author={author} size="page" />
        <div className="flex flex-col gap-4">
          <p className="text-sm font-semibold tracking-[0.2em] text-accent uppercase">Author</p>
          <h1 className="text-5xl text-foreground sm:text-6xl">{author.name}</h1>
          {author.bio ? <p className="max-w-prose text-xl leading-relaxed text-muted">{author.bio}</p> : null}
          {author.link ? (
            <a
              href={author.link}
              rel="noopener noreferrer"
              className="inline-flex items-center gap-1.5 font-semibold text-accent underline-offset-4 hover:underline"
            >
              {new URL(author.link).host}
              <ExternalLink aria-hidden="true" className="size-4" />
            </a>
          ) : null}
        </div>
      </header>
      <AuthorRecords page={page} cursor={cursor} signedIn={Boolean(user)} />
    </div>
  );
}

/**
 * A guest author's page (docs/decisions/113, 117): their profile, then the
 * records naming them that the viewer may see, a page at a time. An unknown
 * author (or a spent cursor) is `missing`: the app's 404 page.
 */
export function AuthorView({ slug, cursor, missing }: { slug: string; cursor: string | null; missing: ReactNode }) {
  const state = useAuthorPage(slug, cursor);
  if (state.status === "missing") return missing;
  return (
    <PageContainer width="4xl">
      {state.status === "ready" ? (
        <AuthorProfile page={state.page} cursor={cursor} />
      ) : state.status === "failed" ? (
        <StatusText>Could not load this page. Please try again.</StatusText>
      ) : (
        <StatusText>Loading author...</StatusText>
      )}
    </PageContainer>
  );
}
