import { cn } from "../../lib/cn.js";
import { Button } from "./button.js";

export interface LoadMoreProps {
  /** A paged list (react-query's infinite query): shown only while it has another page. */
  list: { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => Promise<unknown> };
  className?: string;
}

/** "Load more" under a paged list ("Loading..." while the next page comes). */
export function LoadMore({ list, className }: LoadMoreProps) {
  if (!list.hasNextPage) return null;
  return (
    <div className={cn("flex justify-center", className)}>
      <Button variant="outline" size="sm" onClick={() => void list.fetchNextPage()} disabled={list.isFetchingNextPage}>
        {list.isFetchingNextPage ? "Loading..." : "Load more"}
      </Button>
    </div>
  );
}
