import { BookOpen } from "lucide-react";

import { paths } from "../../../../shared/paths.js";
import { usePosts } from "../../../api/posts.js";
import { useVisit } from "../../../api/preferences.js";
import { ResponsiveImage } from "../../../components/content/responsive-image.js";
import { ContentMeta } from "./content-meta.js";
import { ListCardLink } from "./list-card.js";
import { PagedListView } from "./paged-list-view.js";
import { ProgressFooter } from "./progress-footer.js";

/** A card's width: the dashboard's column less the card's padding. */
const CARD_SIZES = "(min-width: 1024px) 900px, calc(100vw - 5rem)";

/**
 * Field Manual: each article links to its reader, with its cover (decorative:
 * the title says what it is), a two-line plain-text preview, "New" and the
 * member's "Read" mark. A failed list is silently empty.
 */
export function PostList() {
  const posts = usePosts();
  const { previousVisitAt } = useVisit();
  return (
    <PagedListView
      list={posts}
      label="Articles"
      loadingText="Loading articles..."
      emptyText="No articles published yet."
      emptyIcon={BookOpen}
      renderItem={(post) => (
        <ListCardLink
          to={paths.post(post.id)}
          title={post.title}
          meta={<ContentMeta createdAt={post.createdAt} isMembersOnly={post.isMembersOnly} newSince={previousVisitAt} publication={post} />}
          footer={<ProgressFooter kind="post" id={post.id} title={post.title} listed={post.progress} mode="read" />}
        >
          {post.coverUrl ? (
            <ResponsiveImage src={post.coverUrl} alt="" loading="lazy" sizes={CARD_SIZES} className="max-h-56 w-full rounded-sm object-cover" />
          ) : null}
          <p className="line-clamp-2 leading-relaxed text-foreground/85">{post.excerpt}</p>
        </ListCardLink>
      )}
    />
  );
}
