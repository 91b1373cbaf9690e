import { useState, type FormEvent } from "react";

import { ORG_NAME_MAX, type Org } from "../../../../shared/orgs.js";
import { Button } from "../../../components/ui/button.js";
import { CheckboxField } from "../../../components/ui/checkbox-field.js";
import { FormField } from "../../../components/ui/form-field.js";
import { reportAction } from "../../../lib/feedback.js";
import { useOrgActions } from "../api.js";
import { LogoField } from "./logo-field.js";
import { OrgSection } from "./org-section.js";

/** The organisation's name and whether it keeps a person's completion records when they delete their account. */
export function SettingsSection({ org }: { org: Org }) {
  const { update } = useOrgActions(org.id);
  const [name, setName] = useState(org.name);
  const [retainRecords, setRetainRecords] = useState(org.retainRecords);

  const save = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const change = { ...(name.trim() !== org.name ? { name: name.trim() } : {}), retainRecords };
    void reportAction(() => update.mutateAsync(change), { success: "Settings saved", errorTitle: "Error saving settings" });
  };

  return (
    <OrgSection id="settings" title="Settings">
      <form onSubmit={save} className="flex flex-col gap-4">
        <FormField label="Organisation name" value={name} onChange={(event) => setName(event.target.value)} required limit={ORG_NAME_MAX} />
        <div className="flex flex-col gap-1">
          <CheckboxField
            label="Keep completion records when someone deletes their account"
            checked={retainRecords}
            onChange={(event) => setRetainRecords(event.target.checked)}
            aria-describedby="settings-retain-note"
          />
          <p id="settings-retain-note" className="pl-8 text-sm text-muted">
            The organisation keeps its record of what they completed and when; members are told before they delete their account.
          </p>
        </div>
        <Button type="submit" disabled={update.isPending} className="self-start">
          {update.isPending ? "Saving..." : "Save settings"}
        </Button>
      </form>
      <div className="mt-6 border-t border-border pt-6">
        <LogoField org={org} />
      </div>
    </OrgSection>
  );
}
