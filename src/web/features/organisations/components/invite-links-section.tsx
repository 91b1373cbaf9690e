import { Link2, Trash2 } from "lucide-react";
import { useState, type FormEvent } from "react";

import { INVITE_LINK_DAYS, SEAT_LIMIT_MAX, type CreatedInviteLink, type InviteLink, type Org } from "../../../../shared/orgs.js";
import { Button } from "../../../components/ui/button.js";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog.js";
import { FormField } from "../../../components/ui/form-field.js";
import { OneTimeLink } from "../../../components/ui/one-time-link.js";
import { StatusText } from "../../../components/ui/status-text.js";
import { reportAction, useErrorToast } from "../../../lib/feedback.js";
import { formatDate } from "../../../lib/format.js";
import { useInviteLinks, useOrgActions } from "../api.js";
import { unitName } from "../lib/labels.js";
import { OrgSection } from "./org-section.js";
import { UnitSelect } from "./selects.js";

const seatsText = (link: InviteLink) => (link.seatLimit === null ? `${link.uses} joined, no seat limit` : `${link.uses} of ${link.seatLimit} seats taken`);

/** Invitation links: made with a unit, a life in days and an optional seat limit; listed with their use; revocable. */
export function InviteLinksSection({ org }: { org: Org }) {
  const actions = useOrgActions(org.id);
  const list = useInviteLinks(org.id);
  useErrorToast("Error fetching invitation links", list);
  const [unitId, setUnitId] = useState("");
  const [days, setDays] = useState(String(INVITE_LINK_DAYS.default));
  const [seats, setSeats] = useState("");
  const [created, setCreated] = useState<CreatedInviteLink | null>(null);

  const make = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const input = { expiresInDays: Number(days), ...(unitId ? { unitId } : {}), ...(seats.trim() ? { seatLimit: Number(seats) } : {}) };
    void reportAction(async () => setCreated(await actions.makeLink.mutateAsync(input)), {
      success: "Invitation link made",
      errorTitle: "Error making invitation link",
    });
  };

  const items = list.data?.items ?? [];
  return (
    <OrgSection
      id="invite-links"
      title="Invitation links"
      description="One link for many people: whoever opens it and signs in joins, until it expires or its seats are taken."
    >
      <form onSubmit={make} className="flex flex-col gap-4">
        <div className="grid gap-4 sm:grid-cols-3">
          <UnitSelect label="Unit" units={org.units} value={unitId} onChange={setUnitId} />
          <FormField
            label="Days it works"
            type="number"
            inputMode="numeric"
            min={1}
            max={INVITE_LINK_DAYS.max}
            value={days}
            onChange={(event) => setDays(event.target.value)}
            required
          />
          <FormField
            label="Seat limit (optional)"
            type="number"
            inputMode="numeric"
            min={1}
            max={SEAT_LIMIT_MAX}
            value={seats}
            onChange={(event) => setSeats(event.target.value)}
          />
        </div>
        <Button type="submit" disabled={actions.makeLink.isPending} className="self-start">
          <Link2 aria-hidden="true" />
          {actions.makeLink.isPending ? "Making..." : "Make link"}
        </Button>
      </form>
      {created ? (
        <OneTimeLink label="New invitation link" url={created.url} linkId={created.id} copiedDescription="Send it to the people who should join.">
          <strong className="text-accent">Copy it now: this link will not be shown again.</strong>{" "}
          {`Anyone who has it can join until ${formatDate(created.expiresAt, "dateTime")}.`}
        </OneTimeLink>
      ) : null}
      <h3 className="font-display text-lg font-bold tracking-wider text-foreground uppercase">Links</h3>
      {list.isPending ? (
        <StatusText compact>Loading...</StatusText>
      ) : items.length === 0 ? (
        <p className="text-sm text-muted">No open links.</p>
      ) : (
        <table className="w-full table-fixed text-left">
          <caption className="sr-only">Open invitation links</caption>
          <thead>
            <tr className="border-b border-border text-xs tracking-wider text-muted uppercase">
              <th scope="col" className="py-3 pr-4 font-semibold">
                Unit
              </th>
              <th scope="col" className="py-3 pr-4 font-semibold">
                Uses
              </th>
              <th scope="col" className="hidden py-3 pr-4 font-semibold sm:table-cell">
                Expires
              </th>
              <th scope="col" className="w-12 py-3 font-semibold sm:w-28">
                <span className="sr-only">Revoke</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {items.map((link) => {
              const name = `link for ${unitName(org.units, link.unitId)} made ${formatDate(link.createdAt, "dateTime")}`;
              return (
                <tr key={link.id} className="border-b border-border align-top last:border-0">
                  <td className="py-3 pr-4 text-sm [overflow-wrap:anywhere] text-foreground">
                    {unitName(org.units, link.unitId)}
                    <span className="block text-xs text-muted sm:hidden">{`Expires ${formatDate(link.expiresAt, "dateTime")}`}</span>
                  </td>
                  <td className="py-3 pr-4 text-sm text-foreground">{seatsText(link)}</td>
                  <td className="hidden py-3 pr-4 text-sm text-foreground sm:table-cell">{formatDate(link.expiresAt, "dateTime")}</td>
                  <td className="py-3 text-right">
                    <ConfirmDialog
                      title="Revoke this invitation link?"
                      question="It stops working at once; the people who joined by it stay."
                      confirmLabel="Revoke"
                      pendingLabel="Revoking..."
                      onConfirm={() =>
                        reportAction(() => actions.revokeLink.mutateAsync(link.id), { success: "Link revoked", errorTitle: "Error revoking link" })
                      }
                      trigger={
                        <Button variant="ghostDestructive" size="sm" aria-label={`Revoke ${name}`}>
                          <Trash2 aria-hidden="true" />
                          <span className="hidden sm:inline">Revoke</span>
                        </Button>
                      }
                    />
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
    </OrgSection>
  );
}
