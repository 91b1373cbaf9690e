import { Building2 } from "lucide-react";
import { useState, type FormEvent } from "react";
import { Link } from "react-router";

import { ORG_NAME_MAX, type AdminOrgSummary, type CreateOrgInput } from "../../../../shared/orgs.js";
import { AdminPageHeader } from "../../../components/layout/admin-page-header.js";
import { Button } from "../../../components/ui/button.js";
import { DataTable, type DataColumn } from "../../../components/ui/data-table.js";
import { EmptyState } from "../../../components/ui/empty-state.js";
import { FormField } from "../../../components/ui/form-field.js";
import { StatusText } from "../../../components/ui/status-text.js";
import { toastError, useErrorToast } from "../../../lib/feedback.js";
import { formatDate } from "../../../lib/format.js";
import { usePageMeta } from "../../../lib/use-page-meta.js";
import { toast } from "../../../lib/use-toast.js";
import { useAdminOrgs, useCreateOrg } from "../api.js";
import { organisationHref } from "../lib/labels.js";

const linkClasses = "rounded-sm font-semibold [overflow-wrap:anywhere] text-accent underline-offset-4 hover:underline";

const columns: DataColumn<AdminOrgSummary>[] = [
  {
    header: "Organisation",
    cell: (org) => (
      <Link to={organisationHref(org.id)} className={linkClasses}>
        {org.name}
      </Link>
    ),
  },
  { header: "People", className: "tabular-nums", cell: (org) => org.people },
  { header: "Created", className: "whitespace-nowrap", cell: (org) => formatDate(org.createdAt, "short") },
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
  const list = useAdminOrgs();
  useErrorToast("Error fetching organisations", list);
  return (
    <>
      <AdminPageHeader title="Organisations" tagline="Departments and companies that train their people here, newest first." />
      <NewOrgForm />
      {list.isPending ? (
        <StatusText>Loading...</StatusText>
      ) : list.items.length === 0 ? (
        <EmptyState icon={Building2}>No organisations yet.</EmptyState>
      ) : (
        <DataTable
          label="Organisations list"
          caption="Organisations, newest first"
          columns={columns}
          rows={list.items}
          rowKey={(org) => org.id}
          minWidth="min-w-[320px]"
          list={list}
        />
      )}
    </>
  );
}
