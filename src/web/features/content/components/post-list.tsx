import { BookOpen } from "lucide-react";

import { paths } from "../../../../shared/paths.js";
import { usePosts } from "../../../api/posts.js";
import { useVisit } from "../../../api/preferences.js";
import { CardCover, DASHBOARD_CARD_SIZES } from "../../../components/content/cover.js";
import { ContentMeta } from "./content-meta.js";
import { ListCardLink } from "./list-card.js";
import { PagedListView } from "./paged-list-view.js";
import { ProgressFooter } from "./progress-footer.js";
import { useTagParam } from "./topic-filter.js";

/**
 * Field Manual: each article links to its reader, with its cover (decorative:
 * the title says what it is), a two-line plain-text preview, "New" and the
 * member's "Read" mark. A failed list is silently empty.
 */
export function PostList() {
  const posts = usePosts(undefined, "", useTagParam());
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
          <CardCover url={post.coverUrl} sizes={DASHBOARD_CARD_SIZES} />
          <p className="line-clamp-2 leading-relaxed text-foreground/85">{post.excerpt}</p>
        </ListCardLink>
      )}
    />
  );
}
