import { ExternalLink, Link2 } from "lucide-react";
import { useId, useState } from "react";

import { paths } from "../../../../shared/paths.js";
import { PREVIEW_DAYS, type CreatedPreviewLink, type PreviewTarget } from "../../../../shared/previews.js";
import { Button } from "../../../components/ui/button.js";
import { toastError } from "../../../lib/feedback.js";
import { toast } from "../../../lib/use-toast.js";
import { usePreviewLinkActions } from "../preview-api.js";
import { CreatedPreviewLinkBox } from "./created-preview-link.js";
import { PreviewLinkList } from "./preview-link-list.js";

const NEW_TAB = <span className="sr-only"> (opens in a new tab)</span>;

/** A preview link's URL as a visitor would read it: members-only content shows locked. */
const asVisitor = (url: string) => {
  const visitorUrl = new URL(url, window.location.origin);
  visitorUrl.searchParams.set("as", "visitor");
  return visitorUrl.toString();
};

/**
 * The edit panel's "Preview links" section (issue 30): the record's reader page as
 * a member and as a visitor would see it, and private links to share it
 * before it is published.
 *
 * "View as a member" is the reader page itself: the admin's own session
 * already reads drafts there, in full. "View as a visitor" needs a link,
 * because only a link's token reads as a visitor; the server keeps tokens
 * hashed, so no existing link can be reopened. It therefore opens the link
 * made on this screen, or makes one (shown below and listed, so nothing is
 * made behind the admin's back, and revocable like any other).
 */
export function PreviewLinks({ target }: { target: PreviewTarget }) {
  const headingId = useId();
  const { create } = usePreviewLinkActions(target);
  const [created, setCreated] = useState<CreatedPreviewLink | null>(null);

  const make = async (): Promise<CreatedPreviewLink | null> => {
    try {
      const link = await create.mutateAsync();
      setCreated(link);
      return link;
    } catch (error) {
      toastError("Could not create a preview link", error);
      return null;
    }
  };

  const createLink = async () => {
    if (await make()) toast({ title: "Preview link created", description: "Copy it now: it is shown only once." });
  };

  const viewAsVisitor = async () => {
    // The tab is opened by the click itself, before any request: one opened after an await may be blocked as a pop-up.
    const tab = window.open("", "_blank");
    if (tab) tab.opener = null;
    const link = created ?? (await make());
    if (!link) {
      tab?.close();
      return;
    }
    if (tab) tab.location.href = asVisitor(link.url);
    else window.open(asVisitor(link.url), "_blank", "noopener,noreferrer");
  };

  return (
    <section aria-labelledby={headingId} className="mt-8 flex flex-col gap-4 border-t border-border pt-6">
      <div className="flex flex-col gap-1">
        {/* Not "Preview": the post form's markdown preview has that name, and landmarks need their own. */}
        <h3 id={headingId} className="text-xl text-foreground">
          Preview links
        </h3>
        <p className="text-sm leading-relaxed text-muted">
          See it as readers will, or share a private link: anyone who has it can read this, published or not, without an account, for {PREVIEW_DAYS} days or
          until you revoke it.
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button asChild variant="outline" size="sm">
          <a href={paths.record(target.kind, target.id)} target="_blank" rel="noopener noreferrer">
            <ExternalLink aria-hidden="true" />
            View as a member
            {NEW_TAB}
          </a>
        </Button>
        <Button variant="outline" size="sm" disabled={create.isPending} onClick={() => void viewAsVisitor()} aria-describedby={`${headingId}-visitor`}>
          <ExternalLink aria-hidden="true" />
          View as a visitor
          {NEW_TAB}
        </Button>
        <Button size="sm" disabled={create.isPending} onClick={() => void createLink()}>
          <Link2 aria-hidden="true" />
          {create.isPending ? "Creating..." : "Create preview link"}
        </Button>
      </div>
      <p id={`${headingId}-visitor`} className="text-sm text-muted">
        Viewing as a visitor opens a preview link: the one made here, or a new one.
      </p>
      {created ? <CreatedPreviewLinkBox link={created} /> : null}
      <PreviewLinkList target={target} onRevoked={(id) => setCreated((shown) => (shown?.id === id ? null : shown))} />
    </section>
  );
}
