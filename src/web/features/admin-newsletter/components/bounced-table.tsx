import { MailX } from "lucide-react";

import type { BouncedAddress } from "../../../../shared/newsletter-admin.js";
import { DataTable, type DataColumn } from "../../../components/ui/data-table.js";
import { EmptyState } from "../../../components/ui/empty-state.js";
import { StatusText } from "../../../components/ui/status-text.js";
import { useErrorToast } from "../../../lib/feedback.js";
import { formatDate } from "../../../lib/format.js";
import { useBouncedAddresses } from "../api.js";

const columns: DataColumn<BouncedAddress>[] = [
  { header: "Address", className: "font-mono break-all text-foreground", cell: (b) => b.email },
  { header: "Bounced", className: "whitespace-nowrap text-muted", cell: (b) => <time dateTime={b.bouncedAt}>{formatDate(b.bouncedAt, "dateTime")}</time> },
  { header: "Reason", className: "max-w-md break-words text-muted", cell: (b) => b.reason ?? "—" },
];

/** Addresses that refused mail for good (nothing more goes to them), the latest first. */
export function BouncedTable() {
  const list = useBouncedAddresses();
  useErrorToast("Could not load the bounced addresses", list);
  if (list.isPending) return <StatusText>Loading...</StatusText>;
  if (list.items.length === 0) return <EmptyState icon={MailX}>No bounced addresses.</EmptyState>;
  return (
    <DataTable
      label="Bounced addresses, the latest first"
      caption="Bounced addresses, the latest first"
      columns={columns}
      rows={list.items}
      rowKey={(b) => b.id}
      minWidth="min-w-[640px]"
      list={list}
    />
  );
}
