import { Building2 } from "lucide-react";
import { Link } from "react-router";

import { Button } from "../../../components/ui/button.js";
import { useMyOrg } from "../api.js";
import { organisationHref, ROLE_LABELS } from "../lib/labels.js";

/**
 * The account page's way to the member's organisation: shown only when they
 * belong to one. Its markup is its own (not the organisation page's
 * sections), so the account page's chunk shares nothing new with that page.
 */
export function MyOrgCard() {
  const mine = useMyOrg();
  const org = mine.data?.org;
  if (!org) return null;
  return (
    <section id="organisation" aria-labelledby="organisation-title" className="flex flex-col gap-4 rounded-sm border border-border bg-surface p-6">
      <h2 id="organisation-title" className="text-3xl text-foreground">
        Organisation
      </h2>
      <p className="text-foreground">
        <span className="font-semibold">{org.name}</span>
        <span className="text-muted">{` · ${ROLE_LABELS[org.role]}${org.unitName ? ` · ${org.unitName}` : ""}`}</span>
      </p>
      <Button asChild variant="outline" className="self-start">
        <Link to={organisationHref()}>
          <Building2 aria-hidden="true" />
          Open organisation
        </Link>
      </Button>
    </section>
  );
}
