import { libraryHref } from "../../../../shared/library.js";
import { useContentItem } from "../../../api/content-items.js";
import { ReaderCover } from "../../../components/content/cover.js";
import { LocalDate } from "../../../components/content/local-date.js";
import { preloadMarkdown } from "../../../components/content/markdown.js";
import { TagList } from "../../../components/content/tag-list.js";
import { PageFallback } from "../../../components/layout/page-fallback.js";
import { usePageMeta } from "../../../lib/use-page-meta.js";
import { Byline } from "./byline.js";
import { ItemMedia } from "./item-media.js";
import { LockPanel } from "./lock-panel.js";
import { MediaTypeLabel } from "./media-type-label.js";
import { ReaderLayout, ReaderNotFound } from "./reader-layout.js";

const eyebrows = { briefing: "The Briefing", "after-action": "After-Action" } as const;

/** A content item: its media for those who may see it, the lock panel for visitors on members-only items. */
export function ItemViewer({ itemId }: { itemId: string }) {
  const { data: item, isPending, isError } = useContentItem(itemId);
  usePageMeta(item?.title ?? (isError ? "Content not found" : undefined), item?.description || "An After-Action report from Lead or Be Led.");

  if (isPending) {
    // A text item's renderer loads while the item does (a page the server rendered has the item already).
    void preloadMarkdown();
    return <PageFallback text="Loading Content..." />;
  }
  if (isError) return <ReaderNotFound text="Content not found." />;

  return (
    <ReaderLayout
      eyebrow={eyebrows[item.category]}
      tab={item.category}
      library={item.category}
      title={item.title}
      isMembersOnly={item.isMembersOnly}
      publication={item}
      part={{ kind: "item", id: item.id }}
      meta={
        <>
          {item.description ? <p className="text-xl leading-relaxed text-muted">{item.description}</p> : null}
          <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-muted">
            <LocalDate iso={item.createdAt} format="long" />
            <MediaTypeLabel mediaType={item.mediaType} />
          </div>
          <Byline author={item.author} />
          <TagList tags={item.tags} href={(tag) => libraryHref(item.category, { tag })} />
        </>
      }
    >
      {/* The cover shows to anyone who sees the item, locked or not: the page's first picture. */}
      <ReaderCover url={item.coverUrl} />
      {item.locked ? <LockPanel kind="item" /> : <ItemMedia item={item} />}
    </ReaderLayout>
  );
}
