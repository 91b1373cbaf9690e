import { Building2 } from "lucide-react";
import { Link, useSearchParams } from "react-router";

import { ORG_NOT_FOUND, type Org } from "../../../../shared/orgs.js";
import { paths } from "../../../../shared/paths.js";
import { PageHeader } from "../../../components/layout/page.js";
import { Button } from "../../../components/ui/button.js";
import { EmptyState } from "../../../components/ui/empty-state.js";
import { StatusText } from "../../../components/ui/status-text.js";
import { ApiError } from "../../../lib/api-client.js";
import { useErrorToast } from "../../../lib/feedback.js";
import { useSession } from "../../../lib/session.js";
import { useMyOrg, useOrg } from "../api.js";
import { ROLE_LABELS, unitName } from "../lib/labels.js";
import { RequestOrgForm, WaitingForApproval } from "./approval.js";
import { AssignmentsSection } from "./assignments-section.js";
import { InvitationsSection } from "./invitations-section.js";
import { InviteLinksSection } from "./invite-links-section.js";
import { OrgLogo } from "./logo-field.js";
import { PeopleSection } from "./people-section.js";
import { SettingsSection } from "./settings-section.js";
import { SsoSection } from "./sso-section.js";
import { UnitsSection } from "./units-section.js";
import { YourPlace } from "./your-place.js";

const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;

/** An organisation this member may not see, or none at that id: the organisation's 404. */
function OrgNotFound() {
  return (
    <div className="flex flex-col items-start gap-6">
      <p className="font-display text-7xl font-bold text-accent">404</p>
      <h1 className="text-4xl sm:text-5xl">{ORG_NOT_FOUND}</h1>
      <Button asChild>
        <Link to={paths.dashboard}>Back to Dashboard</Link>
      </Button>
    </div>
  );
}

/**
 * What each role sees (docs/architecture/organisations.md, Screens):
 * everyone their place and leaving; supervisors their units' people;
 * owners and site admins everything to run it.
 */
function OrgView({ org }: { org: Org }) {
  const { role, unitId } = org.viewer;
  const waiting = org.status === "requested";
  // What the server's policy says this person may do here (an organisation waiting for approval is the site admins' to run).
  const { manage, lead } = org.viewer.may;
  const tagline = role === null ? "Site admin view" : `${ROLE_LABELS[role]} · ${unitName(org.units, unitId)}`;
  return (
    <>
      <OrgLogo org={org} className="mb-4 h-16 w-auto max-w-48 object-contain" />
      <PageHeader eyebrow="Organisation" title={org.name} tagline={tagline} />
      <div className="flex flex-col gap-8">
        {waiting ? <WaitingForApproval org={org} /> : null}
        <YourPlace org={org} />
        {lead ? <AssignmentsSection org={org} manage={manage} /> : null}
        {lead ? <PeopleSection org={org} manage={manage} /> : null}
        {manage ? (
          <>
            <UnitsSection org={org} />
            <InvitationsSection org={org} />
            <InviteLinksSection org={org} />
            <SettingsSection key={`${org.name}-${String(org.retainRecords)}`} org={org} />
            <SsoSection org={org} />
          </>
        ) : null}
      </div>
    </>
  );
}

/** /organisation's content: the member's organisation (issue 33), or any one for a site admin (?org=). */
export function OrganisationScreen() {
  const [params] = useSearchParams();
  // ?org=<id>: a site admin opening any organisation (docs/decisions/098); else the member's own.
  const asked = params.get("org") ?? undefined;
  const mine = useMyOrg();
  const orgId = asked ?? mine.data?.org?.id;
  const org = useOrg(orgId);
  const { user } = useSession();
  useErrorToast("Error fetching organisation", mine);
  useErrorToast("Error fetching organisation", org, { unless: isNotFound });

  if (!asked && mine.data && !mine.data.org) {
    return (
      <>
        <PageHeader eyebrow="Organisation" title="Organisation" />
        <EmptyState
          icon={Building2}
          action={
            user?.isAdmin ? (
              <Button asChild variant="outline">
                <Link to={paths.adminOrgs}>All organisations</Link>
              </Button>
            ) : undefined
          }
        >
          You are not in an organisation. An invitation from one brings you here.
        </EmptyState>
        {user?.isAdmin ? null : <RequestOrgForm className="mt-8" />}
      </>
    );
  }
  if (isNotFound(org.error)) return <OrgNotFound />;
  if (org.data) return <OrgView org={org.data} />;
  // Another refusal (a site admin who must turn on two-factor sign-in first): its reason stays on the page, under the toast's.
  const failure = org.error ?? mine.error;
  if (failure) return <StatusText>{failure instanceof ApiError ? failure.message : "Could not load the organisation."}</StatusText>;
  return <StatusText>Loading...</StatusText>;
}
