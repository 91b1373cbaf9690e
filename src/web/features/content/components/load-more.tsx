import { useEffect, useRef } from "react";
import { Button } from "../../../components/ui/button.js";

export interface LoadMoreProps {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  /** True after a page failed: scrolling stops loading, the button retries. */
  isError: boolean;
  fetchNextPage: () => unknown;
  /** How near the end (px) scrolling starts the next page. */
  margin?: number;
}

/**
 * The end of a paged list: the next page loads when the member scrolls near
 * it (IntersectionObserver), or with the "Load more" button.
 */
export function LoadMore({ hasNextPage, isFetchingNextPage, isError, fetchNextPage, margin = 400 }: LoadMoreProps) {
  const sentinel = useRef<HTMLDivElement>(null);
  const autoLoad = hasNextPage && !isFetchingNextPage && !isError;

  // Re-created after each page, so a sentinel still in view loads the next one.
  useEffect(() => {
    const element = sentinel.current;
    if (!element || !autoLoad) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) void fetchNextPage();
      },
      { rootMargin: `0px 0px ${margin}px 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [autoLoad, fetchNextPage, margin]);

  if (!hasNextPage) return null;
  return (
    <div ref={sentinel} className="flex justify-center pt-6">
      <Button variant="outline" disabled={isFetchingNextPage} onClick={() => void fetchNextPage()}>
        {isFetchingNextPage ? "Loading more..." : "Load more"}
      </Button>
    </div>
  );
}
