import { Eye } from "lucide-react";

import { LocalDate } from "../../../components/content/local-date.js";
import type { Publication } from "../../../components/content/status-badge.js";
import { usePreviewQuery } from "../../../lib/preview.js";
import { useHydrated } from "../../../lib/use-client-value.js";

/** What the banner says of the record's publication. */
function StatusLine({ publication }: { publication: Publication | undefined }) {
  if (publication?.status === "draft") return <>Preview of an unpublished draft.</>;
  if (publication?.status === "scheduled")
    return publication.publishAt ? (
      <>
        Preview: this is not published yet. It is scheduled for <LocalDate iso={publication.publishAt} format="dateTime" />.
      </>
    ) : (
      <>Preview: this is not published yet.</>
    );
  return <>Preview link: this is published already.</>;
}

/**
 * The notice at the top of a reader page opened through a private preview
 * link (issue 30), so a colleague knows what they are reading is not live.
 * Shown once the page's code runs: a published post's page arrives rendered
 * by the server, which renders its address without the link's query, and
 * the browser's first render has to match that.
 */
export function PreviewBanner({ publication }: { publication?: Publication | undefined }) {
  const preview = usePreviewQuery();
  const hydrated = useHydrated();
  if (!preview || !hydrated) return null;
  return (
    <aside aria-label="Preview" className="flex items-start gap-3 rounded-sm border border-dashed border-accent/70 bg-accent/10 px-4 py-3 text-foreground">
      <Eye aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent" />
      <p className="leading-relaxed">
        <StatusLine publication={publication} /> Anyone with this link can read it until the link expires or is revoked.
        {preview.asVisitor ? " Shown as a visitor sees it: members-only content is locked." : null}
      </p>
    </aside>
  );
}

/** Under "not found" on a preview page: the likely reason. */
export function PreviewGoneNote() {
  const preview = usePreviewQuery();
  if (!preview) return null;
  return <p className="text-lg text-muted">This preview link may have expired or been revoked. Ask whoever shared it for a new one.</p>;
}
