import { LogOut } from "lucide-react";
import { useNavigate } from "react-router";

import type { Org } from "../../../../shared/orgs.js";
import { paths } from "../../../../shared/paths.js";
import { Button } from "../../../components/ui/button.js";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog.js";
import { reportAction } from "../../../lib/feedback.js";
import { useOrgActions } from "../api.js";
import { ROLE_LABELS, unitName } from "../lib/labels.js";
import { Facts, OrgSection } from "./org-section.js";

/** Everyone's part: their role, unit and supervised units, and leaving (a site admin outside it has no place to leave). */
export function YourPlace({ org }: { org: Org }) {
  const { viewer } = org;
  const { leave } = useOrgActions(org.id);
  const navigate = useNavigate();
  if (viewer.role === null) {
    return (
      <OrgSection id="your-place" title="Your place">
        <p className="text-sm text-muted">You are not in this organisation. As a site admin you see and manage it as its owners do.</p>
      </OrgSection>
    );
  }
  const rows: [string, string][] = [
    ["Your role", ROLE_LABELS[viewer.role]],
    ["Your unit", unitName(org.units, viewer.unitId)],
  ];
  if (viewer.role === "supervisor") {
    rows.push(["You supervise", viewer.supervisedUnitIds.map((id) => unitName(org.units, id)).join(", ") || "No units yet"]);
  }
  return (
    <OrgSection id="your-place" title="Your place">
      <Facts rows={rows} />
      <ConfirmDialog
        title={`Leave ${org.name}?`}
        question="You leave the organisation now. Your account and your own progress stay; to come back you need a new invitation."
        confirmLabel="Leave organisation"
        pendingLabel="Leaving..."
        onConfirm={async () => {
          const left = await reportAction(() => leave.mutateAsync(undefined), { success: `You left ${org.name}`, errorTitle: "Error leaving organisation" });
          if (left) await navigate(paths.dashboard);
        }}
        trigger={
          <Button variant="outline" className="self-start">
            <LogOut aria-hidden="true" />
            Leave organisation
          </Button>
        }
      />
    </OrgSection>
  );
}
