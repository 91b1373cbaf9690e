import { ClipboardList, Radio } from "lucide-react";

import type { Category } from "../../../../shared/constants.js";
import { paths } from "../../../../shared/paths.js";
import { useContentItems } from "../../../api/content-items.js";
import { useVisit } from "../../../api/preferences.js";
import { CardCover, DASHBOARD_CARD_SIZES } from "../../../components/content/cover.js";
import { ContentMeta } from "./content-meta.js";
import { ListCardLink } from "./list-card.js";
import { MediaTypeLabel } from "./media-type-label.js";
import { PagedListView } from "./paged-list-view.js";
import { ProgressFooter } from "./progress-footer.js";
import { useTagParam } from "./topic-filter.js";

export interface ContentItemListProps {
  category: Category;
  label: string;
  loadingText: string;
  emptyText: string;
}

/** Content items of one category, each linking to the item viewer, with its cover, "New" and the member's progress. A failed list is silently empty. */
export function ContentItemList({ category, label, loadingText, emptyText }: ContentItemListProps) {
  const items = useContentItems(category, undefined, "", useTagParam());
  const { previousVisitAt } = useVisit();
  return (
    <PagedListView
      list={items}
      label={label}
      loadingText={loadingText}
      emptyText={emptyText}
      emptyIcon={category === "briefing" ? Radio : ClipboardList}
      renderItem={(item) => (
        <ListCardLink
          to={paths.item(item.id)}
          title={item.title}
          meta={
            <ContentMeta createdAt={item.createdAt} isMembersOnly={item.isMembersOnly} newSince={previousVisitAt} publication={item}>
              <MediaTypeLabel mediaType={item.mediaType} />
            </ContentMeta>
          }
          footer={
            <ProgressFooter
              kind="item"
              id={item.id}
              title={item.title}
              listed={item.progress}
              mode={item.mediaType === "video" || item.mediaType === "audio" ? "media" : "read"}
            />
          }
        >
          <CardCover url={item.coverUrl} sizes={DASHBOARD_CARD_SIZES} />
          {item.description ? <p className="line-clamp-2 leading-relaxed text-foreground/85">{item.description}</p> : null}
        </ListCardLink>
      )}
    />
  );
}
