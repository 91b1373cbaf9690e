import { MailPlus, Trash2 } from "lucide-react";
import { useState, type FormEvent } from "react";

import type { Org, OrgRole } from "../../../../shared/orgs.js";
import { Button } from "../../../components/ui/button.js";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog.js";
import { FormField } from "../../../components/ui/form-field.js";
import { StatusText } from "../../../components/ui/status-text.js";
import { reportAction, useErrorToast } from "../../../lib/feedback.js";
import { formatDate } from "../../../lib/format.js";
import { useInvitations, useOrgActions } from "../api.js";
import { ROLE_LABELS, unitName } from "../lib/labels.js";
import { OrgSection } from "./org-section.js";
import { RoleSelect, UnitSelect } from "./selects.js";

/** Invite by e-mail with a role and unit; the open invitations with their expiry, each revocable. */
export function InvitationsSection({ org }: { org: Org }) {
  const actions = useOrgActions(org.id);
  const list = useInvitations(org.id);
  useErrorToast("Error fetching invitations", list);
  const [email, setEmail] = useState("");
  const [role, setRole] = useState<OrgRole>("member");
  const [unitId, setUnitId] = useState("");

  const invite = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const address = email.trim();
    void reportAction(() => actions.invite.mutateAsync({ email: address, role, ...(unitId ? { unitId } : {}) }), {
      success: `Invitation sent to ${address}`,
      errorTitle: "Error sending invitation",
    }).then((ok) => ok && setEmail(""));
  };

  const items = list.data?.items ?? [];
  return (
    <OrgSection
      id="invitations"
      title="Invitations"
      description="An e-mailed invitation works for its address only, once, for 14 days. Inviting again renews it."
    >
      <form onSubmit={invite} className="flex flex-col gap-4">
        <FormField label="E-mail address" type="email" autoComplete="off" value={email} onChange={(event) => setEmail(event.target.value)} required />
        <div className="grid gap-4 sm:grid-cols-2">
          <RoleSelect value={role} onChange={setRole} />
          <UnitSelect label="Unit" units={org.units} value={unitId} onChange={setUnitId} />
        </div>
        <Button type="submit" disabled={actions.invite.isPending} className="self-start">
          <MailPlus aria-hidden="true" />
          {actions.invite.isPending ? "Sending..." : "Send invitation"}
        </Button>
      </form>
      <h3 className="font-display text-lg font-bold tracking-wider text-foreground uppercase">Open invitations</h3>
      {list.isPending ? (
        <StatusText compact>Loading...</StatusText>
      ) : items.length === 0 ? (
        <p className="text-sm text-muted">No open invitations.</p>
      ) : (
        <ul className="flex flex-col divide-y divide-border">
          {items.map((invitation) => (
            <li key={invitation.id} className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between">
              <div className="min-w-0 text-sm">
                <p className="font-semibold [overflow-wrap:anywhere] text-foreground">{invitation.email}</p>
                <p className="[overflow-wrap:anywhere] text-muted">
                  {`${ROLE_LABELS[invitation.role]} · ${unitName(org.units, invitation.unitId)} · expires ${formatDate(invitation.expiresAt, "dateTime")}`}
                </p>
              </div>
              <ConfirmDialog
                title={`Revoke the invitation to ${invitation.email}?`}
                question="Its link stops working at once. You can invite the address again later."
                confirmLabel="Revoke"
                pendingLabel="Revoking..."
                onConfirm={() =>
                  reportAction(() => actions.revokeInvitation.mutateAsync(invitation.id), {
                    success: "Invitation revoked",
                    errorTitle: "Error revoking invitation",
                  })
                }
                trigger={
                  <Button variant="ghostDestructive" size="sm" className="self-start" aria-label={`Revoke invitation to ${invitation.email}`}>
                    <Trash2 aria-hidden="true" />
                    Revoke
                  </Button>
                }
              />
            </li>
          ))}
        </ul>
      )}
    </OrgSection>
  );
}
