import { useId, useRef } from "react";

import type { PreviewLink, PreviewTarget } from "../../../../shared/previews.js";
import { LocalDate } from "../../../components/content/local-date.js";
import { Button } from "../../../components/ui/button.js";
import { StatusText } from "../../../components/ui/status-text.js";
import { reportAction } from "../../../lib/feedback.js";
import { formatDate } from "../../../lib/format.js";
import { usePreviewLinkActions, usePreviewLinks } from "../preview-api.js";

const REVOKE_WORDING = { success: "Preview link revoked", errorTitle: "Could not revoke the link" };

function LinkRow({ link, onRevoke, pending }: { link: PreviewLink; onRevoke: () => void; pending: boolean }) {
  return (
    <li className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 rounded-sm border border-border bg-background/60 px-3 py-2 text-sm">
      <p className="min-w-0 text-muted">
        <span className="text-foreground">{link.createdBy ?? "A former admin"}</span>, <LocalDate iso={link.createdAt} format="dateTime" />. Works until{" "}
        <LocalDate iso={link.expiresAt} format="dateTime" />.
      </p>
      <Button
        variant="ghostDestructive"
        size="sm"
        disabled={pending}
        onClick={onRevoke}
        aria-label={`Revoke the link made ${formatDate(link.createdAt, "dateTime")}`}
      >
        Revoke
      </Button>
    </li>
  );
}

/**
 * The record's preview links that still work: who made each, when, and
 * until when, each with "Revoke". A revoked link's row goes; focus moves to
 * the list's heading rather than being lost with the button.
 */
export function PreviewLinkList({ target, onRevoked }: { target: PreviewTarget; onRevoked: (id: string) => void }) {
  const links = usePreviewLinks(target);
  const { revoke } = usePreviewLinkActions(target);
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);

  const revokeLink = async (id: string) => {
    const ok = await reportAction(() => revoke.mutateAsync(id), REVOKE_WORDING);
    if (!ok) return;
    onRevoked(id);
    heading.current?.focus();
  };

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-2">
      <h4 id={headingId} ref={heading} tabIndex={-1} className="text-sm font-bold tracking-wider text-muted uppercase">
        Working links
      </h4>
      {links.isPending ? (
        <StatusText compact>Loading links...</StatusText>
      ) : links.isError ? (
        <StatusText compact>The preview links could not be loaded.</StatusText>
      ) : links.data.items.length === 0 ? (
        <StatusText compact>No working preview links.</StatusText>
      ) : (
        <ul className="flex flex-col gap-2">
          {links.data.items.map((link) => (
            <LinkRow key={link.id} link={link} pending={revoke.isPending && revoke.variables === link.id} onRevoke={() => void revokeLink(link.id)} />
          ))}
        </ul>
      )}
    </section>
  );
}
