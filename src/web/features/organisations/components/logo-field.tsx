import { useId, useRef } from "react";

import { LOGO_RULES, type Org } from "../../../../shared/orgs.js";
import { Button } from "../../../components/ui/button.js";
import { Input } from "../../../components/ui/input.js";
import { Label } from "../../../components/ui/label.js";
import { reportAction } from "../../../lib/feedback.js";
import { useOrgActions } from "../api.js";

/** The organisation's logo as its pages show it (only its people and site admins may load it). */
export function OrgLogo({ org, className }: { org: Org; className?: string }) {
  return org.logoUrl ? <img src={org.logoUrl} alt={`${org.name} logo`} className={className ?? "h-16 w-auto max-w-48 object-contain"} /> : null;
}

/**
 * The logo in the organisation's settings: the current one, a labelled file
 * choice that uploads at once (the server checks the bytes; a refusal is the
 * error toast and changes nothing), and removal.
 */
export function LogoField({ org }: { org: Org }) {
  const { setLogo, removeLogo } = useOrgActions(org.id);
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const upload = (file: File | undefined) => {
    if (!file) return;
    void reportAction(() => setLogo.mutateAsync(file), { success: "Logo saved", errorTitle: "Error saving logo" }).finally(() => {
      if (input.current) input.current.value = "";
    });
  };
  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor={id}>Logo</Label>
      <OrgLogo org={org} />
      <Input
        ref={input}
        id={id}
        type="file"
        accept={LOGO_RULES.accept}
        aria-describedby={`${id}-note`}
        disabled={setLogo.isPending}
        onChange={(event) => upload(event.target.files?.[0])}
      />
      <p id={`${id}-note`} className="text-sm text-muted">
        PNG, JPEG or WebP, at most 2 MB. Shown on this page, the completions report and certificates, to the organisation&apos;s people only.
      </p>
      {org.logoUrl ? (
        <Button
          type="button"
          variant="outline"
          size="sm"
          className="self-start"
          disabled={removeLogo.isPending}
          onClick={() => void reportAction(() => removeLogo.mutateAsync(), { success: "Logo removed", errorTitle: "Error removing logo" })}
        >
          Remove logo
        </Button>
      ) : null}
    </div>
  );
}
