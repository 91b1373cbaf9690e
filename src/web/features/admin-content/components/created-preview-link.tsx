import { Copy } from "lucide-react";
import { useEffect, useId, useRef } from "react";

import type { CreatedPreviewLink } from "../../../../shared/previews.js";
import { LocalDate } from "../../../components/content/local-date.js";
import { Button } from "../../../components/ui/button.js";
import { Input } from "../../../components/ui/input.js";
import { Label } from "../../../components/ui/label.js";
import { toastError } from "../../../lib/feedback.js";
import { toast } from "../../../lib/use-toast.js";

/**
 * A link just made: its whole URL, which the server keeps only hashed and so
 * never shows again, with a copy button and its expiry. The URL is focused
 * and selected when it appears, so a keyboard user can copy it at once.
 */
export function CreatedPreviewLinkBox({ link }: { link: CreatedPreviewLink }) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    input.current?.focus();
    input.current?.select();
  }, [link.id]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link.url);
      toast({ title: "Link copied", description: "Send it to whoever should read the preview." });
    } catch {
      // Clipboard access can be refused (permissions, an insecure origin): the URL stays selected to copy by hand.
      input.current?.select();
      toastError("Could not copy the link", "Select the link and copy it yourself.");
    }
  };

  return (
    <div className="flex flex-col gap-2 rounded-sm border border-accent/60 bg-background p-3">
      <Label htmlFor={id}>New preview link</Label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Input
          ref={input}
          id={id}
          readOnly
          value={link.url}
          onFocus={(event) => event.currentTarget.select()}
          aria-describedby={`${id}-hint`}
          textSize="sm"
          className="font-mono"
        />
        <Button onClick={() => void copy()}>
          <Copy aria-hidden="true" />
          Copy link
        </Button>
      </div>
      <p id={`${id}-hint`} className="text-sm text-muted">
        Shown only now: copy it before you leave this form. It works until <LocalDate iso={link.expiresAt} format="dateTime" />, for anyone who has it.
      </p>
    </div>
  );
}
