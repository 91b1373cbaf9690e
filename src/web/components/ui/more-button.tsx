import { cn } from "../../lib/cn.js";
import { Button } from "./button.js";

export interface MoreButtonProps {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
  className?: string;
}

/** "Load more" under an admin list (nothing when there is no next page): the admin loads pages on request, not on scroll. */
export function MoreButton({ hasNextPage, isFetchingNextPage, fetchNextPage, className }: MoreButtonProps) {
  if (!hasNextPage) return null;
  return (
    <div className={cn("flex justify-center", className)}>
      <Button variant="outline" size="sm" onClick={() => void fetchNextPage()} disabled={isFetchingNextPage}>
        {isFetchingNextPage ? "Loading..." : "Load more"}
      </Button>
    </div>
  );
}
