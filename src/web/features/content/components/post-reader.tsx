import { useRef } from "react";

import { libraryHref } from "../../../../shared/library.js";
import { usePost } from "../../../api/posts.js";
import { useMarkRead } from "../../../api/progress.js";
import { ReaderCover } from "../../../components/content/cover.js";
import { LocalDate } from "../../../components/content/local-date.js";
import { MarkdownContent, preloadMarkdown } from "../../../components/content/markdown.js";
import { TagList } from "../../../components/content/tag-list.js";
import { PageFallback } from "../../../components/layout/page-fallback.js";
import { useSession } from "../../../lib/session.js";
import { usePageMeta } from "../../../lib/use-page-meta.js";
import { useReadToEnd } from "../../../lib/use-read-to-end.js";
import { Byline } from "./byline.js";
import { JoinInvitation } from "./join-invitation.js";
import { LockPanel } from "./lock-panel.js";
import { ReaderLayout, ReaderNotFound } from "./reader-layout.js";

const FALLBACK_DESCRIPTION = "A Field Manual article from Lead or Be Led.";
const LOADING = "Loading Post...";

/** An article's text; it counts as read for the member when its last paragraph comes into view. */
function ArticleBody({ postId, content }: { postId: string; content: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const { pending, markRead } = useMarkRead("post", postId);
  useReadToEnd(ref, markRead, pending);
  return (
    <div ref={ref}>
      <MarkdownContent loadingText={LOADING}>{content}</MarkdownContent>
    </div>
  );
}

/** A Field Manual post: markdown for those who may read it, the lock panel for visitors on members-only posts. */
export function PostReader({ postId }: { postId: string }) {
  const { data: post, isPending, isError } = usePost(postId);
  const { user } = useSession();
  usePageMeta(post?.title ?? (isError ? "Post not found" : undefined), post?.excerpt || FALLBACK_DESCRIPTION);

  if (isPending) {
    // The body's renderer loads while the post does (a page the server rendered has the post already, and needs none).
    void preloadMarkdown();
    return <PageFallback text={LOADING} />;
  }
  if (isError) return <ReaderNotFound text="Post not found." />;

  return (
    <ReaderLayout
      eyebrow="Field Manual"
      library="field-manual"
      title={post.title}
      isMembersOnly={post.isMembersOnly}
      publication={post}
      part={{ kind: "post", id: post.id }}
      meta={
        <>
          <p className="text-muted">
            Posted on <LocalDate iso={post.createdAt} format="long" />
          </p>
          <Byline readingMinutes={post.readingMinutes} author={post.author} />
          <TagList tags={post.tags} href={(tag) => libraryHref("field-manual", { tag })} />
        </>
      }
    >
      {/* The cover shows to anyone who sees the post, locked or not; decorative beside the title, and the page's first picture. */}
      <ReaderCover url={post.coverUrl} />
      {post.locked || post.content === undefined ? <LockPanel kind="post" /> : <ArticleBody postId={post.id} content={post.content} />}
      {/* Under a public post, for whoever is not signed in (the server's render included): an invitation to join. */}
      {!post.locked && !user ? <JoinInvitation /> : null}
    </ReaderLayout>
  );
}
