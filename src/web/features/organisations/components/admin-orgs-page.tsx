import { BadgeCheck, Building2, Trash2 } from "lucide-react";
import { useState, type FormEvent } from "react";
import { Link } from "react-router";

import { ORG_NAME_MAX, type AdminOrgSummary, type CreateOrgInput } from "../../../../shared/orgs.js";
import { AdminPageHeader } from "../../../components/layout/admin-page-header.js";
import { Badge } from "../../../components/ui/badge.js";
import { Button } from "../../../components/ui/button.js";
import { CheckboxField } from "../../../components/ui/checkbox-field.js";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog.js";
import { DataTable, type DataColumn } from "../../../components/ui/data-table.js";
import { EmptyState } from "../../../components/ui/empty-state.js";
import { FormField } from "../../../components/ui/form-field.js";
import { StatusText } from "../../../components/ui/status-text.js";
import { reportAction, toastError, useErrorToast } from "../../../lib/feedback.js";
import { formatDate } from "../../../lib/format.js";
import { usePageMeta } from "../../../lib/use-page-meta.js";
import { toast } from "../../../lib/use-toast.js";
import { useAdminOrgActions, useAdminOrgs, useCreateOrg } from "../api.js";
import { organisationHref } from "../lib/labels.js";

const linkClasses = "rounded-sm font-semibold [overflow-wrap:anywhere] text-accent underline-offset-4 hover:underline";

function RowActions({ org }: { org: AdminOrgSummary }) {
  const { approve, remove } = useAdminOrgActions();
  return (
    <div className="flex flex-wrap justify-end gap-1">
      {org.status === "requested" ? (
        <Button
          variant="outline"
          size="sm"
          disabled={approve.isPending}
          aria-label={`Approve ${org.name}`}
          onClick={() => void reportAction(() => approve.mutateAsync(org.id), { success: `${org.name} approved`, errorTitle: "Error approving organisation" })}
        >
          <BadgeCheck aria-hidden="true" />
          {approve.isPending ? "Approving..." : "Approve"}
        </Button>
      ) : null}
      <ConfirmDialog
        title={`Delete ${org.name}?`}
        question="Are you sure you want to delete this organisation? Its people keep their accounts and their training record; its units, invitations and assignments go."
        onConfirm={() => reportAction(() => remove.mutateAsync(org.id), { success: `${org.name} deleted`, errorTitle: "Error deleting organisation" })}
        trigger={
          <Button variant="ghostDestructive" size="sm" aria-label={`Delete ${org.name}`}>
            <Trash2 aria-hidden="true" />
            Delete
          </Button>
        }
      />
    </div>
  );
}

const columns: DataColumn<AdminOrgSummary>[] = [
  {
    header: "Organisation",
    cell: (org) => (
      <Link to={organisationHref(org.id)} className={linkClasses}>
        {org.name}
      </Link>
    ),
  },
  {
    header: "Status",
    cell: (org) => (org.status === "requested" ? <Badge>WAITING FOR APPROVAL</Badge> : <Badge tone="neutral">ACTIVE</Badge>),
  },
  { header: "People", className: "tabular-nums", cell: (org) => org.people },
  { header: "Created", className: "whitespace-nowrap", cell: (org) => formatDate(org.createdAt, "short") },
  { header: "Actions", hideHeader: true, align: "right", cell: (org) => <RowActions org={org} /> },
];

/** Name and owner's e-mail; the owner is added at once when they have an account, else invited. Values stay on a refusal. */
function NewOrgForm() {
  const create = useCreateOrg();
  const [input, setInput] = useState<CreateOrgInput>({ name: "", ownerEmail: "" });
  const [made, setMade] = useState<{ id: string; name: string } | null>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const sent = { name: input.name.trim(), ownerEmail: input.ownerEmail.trim() };
    try {
      const { id, ownerInvited } = await create.mutateAsync(sent);
      toast({
        title: `${sent.name} created`,
        description: ownerInvited
          ? `Invitation sent to ${sent.ownerEmail}: they own it once they sign up and accept.`
          : `${sent.ownerEmail} was added as its owner.`,
      });
      setMade({ id, name: sent.name });
      setInput({ name: "", ownerEmail: "" });
    } catch (error) {
      toastError("Error creating organisation", error);
    }
  };

  return (
    <section aria-labelledby="new-org-title" className="mb-10 rounded-sm border border-border bg-surface p-5 sm:p-6">
      <h2 id="new-org-title" className="mb-4 text-2xl text-foreground">
        New organisation
      </h2>
      <form onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField
            label="Organisation name"
            value={input.name}
            onChange={(event) => setInput({ ...input, name: event.target.value })}
            required
            limit={ORG_NAME_MAX}
          />
          <FormField
            label="Owner's e-mail"
            type="email"
            autoComplete="off"
            value={input.ownerEmail}
            onChange={(event) => setInput({ ...input, ownerEmail: event.target.value })}
            required
          />
        </div>
        <Button type="submit" disabled={create.isPending} className="self-start">
          <Building2 aria-hidden="true" />
          {create.isPending ? "Creating..." : "Create organisation"}
        </Button>
      </form>
      {made ? (
        <p role="status" className="mt-4 text-sm [overflow-wrap:anywhere] text-muted">
          Created.{" "}
          <Link to={organisationHref(made.id)} className={linkClasses}>
            {`Open ${made.name}`}
          </Link>
        </p>
      ) : null}
    </section>
  );
}

/** /admin/organisations: every organisation (name, people, created; "Load more"), and a new one with its owner. */
export default function AdminOrgsPage() {
  usePageMeta("Organisations", "The organisations on Lead or Be Led: create one with its owner, open any of them.");
  const [waitingOnly, setWaitingOnly] = useState(false);
  const list = useAdminOrgs(waitingOnly);
  useErrorToast("Error fetching organisations", list);
  return (
    <>
      <AdminPageHeader title="Organisations" tagline="Departments and companies that train their people here, newest first." />
      <NewOrgForm />
      <CheckboxField
        label="Only those waiting for approval"
        checked={waitingOnly}
        onChange={(event) => setWaitingOnly(event.target.checked)}
        className="mb-4"
      />
      {list.isPending ? (
        <StatusText>Loading...</StatusText>
      ) : list.items.length === 0 ? (
        <EmptyState icon={Building2}>{waitingOnly ? "No organisation is waiting for approval." : "No organisations yet."}</EmptyState>
      ) : (
        <DataTable
          label="Organisations list"
          caption="Organisations, newest first"
          columns={columns}
          rows={list.items}
          rowKey={(org) => org.id}
          minWidth="min-w-[560px]"
          list={list}
        />
      )}
    </>
  );
}
