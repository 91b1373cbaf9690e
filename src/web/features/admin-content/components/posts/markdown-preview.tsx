import { useDeferredValue, useId } from "react";

import { MarkdownContent } from "../../../../components/content/markdown.js";

// The site's markdown renderer (the same one the post reader uses), whose
// code loads only when the Field Manual tab first shows a preview.

/** A live preview of a post's markdown, as members will read it. */
export function MarkdownPreview({ markdown }: { markdown: string }) {
  const deferred = useDeferredValue(markdown);
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="flex min-w-0 flex-col gap-2">
      <h3 id={headingId} className="font-sans text-sm font-semibold tracking-normal text-foreground normal-case">
        Preview
      </h3>
      <div
        tabIndex={0}
        role="region"
        aria-label="Post preview"
        className="max-h-[420px] min-h-24 overflow-auto rounded-sm border border-dashed border-border bg-background/60 p-4 [&_div]:text-base [&_h2]:mt-6 [&_h2]:text-2xl [&_h3]:mt-5 [&_h3]:text-xl"
      >
        {deferred.trim() ? (
          <MarkdownContent loadingText="Loading preview...">{deferred}</MarkdownContent>
        ) : (
          <p className="text-muted">The rendered post appears here as you type.</p>
        )}
      </div>
    </section>
  );
}
