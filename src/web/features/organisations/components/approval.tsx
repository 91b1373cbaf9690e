import { BadgeCheck, Send } from "lucide-react";
import { useState, type FormEvent } from "react";

import { NOT_APPROVED, ORG_NAME_MAX, type Org } from "../../../../shared/orgs.js";
import { Button } from "../../../components/ui/button.js";
import { FormField } from "../../../components/ui/form-field.js";
import { cn } from "../../../lib/cn.js";
import { reportAction } from "../../../lib/feedback.js";
import { useSession } from "../../../lib/session.js";
import { useAdminOrgActions, useRequestOrg } from "../api.js";

/** An organisation a member asked for: nothing of it is managed until a site admin approves it, here or in the admin list. */
export function WaitingForApproval({ org }: { org: Org }) {
  const { user } = useSession();
  const { approve } = useAdminOrgActions();
  return (
    <div role="status" className="flex flex-col gap-3 rounded-sm border border-accent/60 bg-surface p-5 sm:flex-row sm:items-center sm:justify-between">
      <div>
        <p className="font-display text-lg font-bold tracking-wider text-accent uppercase">Waiting for approval</p>
        <p className="text-sm text-muted">{`${NOT_APPROVED} Until then its people, units and invitations cannot be managed.`}</p>
      </div>
      {user?.isAdmin ? (
        <Button
          disabled={approve.isPending}
          className="self-start sm:self-auto"
          onClick={() => void reportAction(() => approve.mutateAsync(org.id), { success: `${org.name} approved`, errorTitle: "Error approving organisation" })}
        >
          <BadgeCheck aria-hidden="true" />
          {approve.isPending ? "Approving..." : "Approve"}
        </Button>
      ) : null}
    </div>
  );
}

/** A member in no organisation asks for one they will own; a site admin approves it. The name stays on a refusal. */
export function RequestOrgForm({ className }: { className?: string }) {
  const request = useRequestOrg();
  const [name, setName] = useState("");
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const wanted = name.trim();
    void reportAction(() => request.mutateAsync(wanted), {
      success: `${wanted} requested: a site admin will approve it`,
      errorTitle: "Error requesting organisation",
    }).then((ok) => ok && setName(""));
  };
  return (
    <section aria-labelledby="request-org-title" className={cn("flex flex-col gap-4 rounded-sm border border-border bg-surface p-5 sm:p-6", className)}>
      <h2 id="request-org-title" className="text-2xl text-foreground">
        Ask for an organisation
      </h2>
      <p className="text-sm text-muted">Your department or company: you own it once a site admin approves it, then bring your people in.</p>
      <form onSubmit={submit} className="flex flex-col gap-4">
        <FormField label="Organisation name" value={name} onChange={(event) => setName(event.target.value)} required limit={ORG_NAME_MAX} />
        <Button type="submit" disabled={request.isPending} className="self-start">
          <Send aria-hidden="true" />
          {request.isPending ? "Sending..." : "Ask for approval"}
        </Button>
      </form>
    </section>
  );
}
