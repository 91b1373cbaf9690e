import { Copy } from "lucide-react";
import { useEffect, useId, useRef, type ReactNode } from "react";

import { toastError } from "../../lib/feedback.js";
import { toast } from "../../lib/use-toast.js";
import { Button } from "./button.js";
import { Input } from "./input.js";
import { Label } from "./label.js";

export interface OneTimeLinkProps {
  /** The field's label, e.g. "New preview link". */
  label: string;
  url: string;
  /** The link's id: a new one focuses and selects the field again. */
  linkId: string;
  /** The "Link copied" toast's line, e.g. "Send it to whoever should read the preview." */
  copiedDescription: string;
  /** The note under the field: that it is shown only now, and until when it works. */
  children: ReactNode;
}

/**
 * A link just made whose whole URL the server keeps only hashed, and so
 * never shows again (preview links, invitation links): the URL read-only,
 * a copy button, and a note. The URL is focused and selected when it
 * appears, so a keyboard user can copy it at once.
 */
export function OneTimeLink({ label, url, linkId, copiedDescription, children }: OneTimeLinkProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    input.current?.focus();
    input.current?.select();
  }, [linkId]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      toast({ title: "Link copied", description: copiedDescription });
    } catch {
      // Clipboard access can be refused (permissions, an insecure origin): the URL stays selected to copy by hand.
      input.current?.select();
      toastError("Could not copy the link", "Select the link and copy it yourself.");
    }
  };

  return (
    <div className="flex flex-col gap-2 rounded-sm border border-accent/60 bg-background p-3">
      <Label htmlFor={id}>{label}</Label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Input
          ref={input}
          id={id}
          readOnly
          value={url}
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
        {children}
      </p>
    </div>
  );
}
