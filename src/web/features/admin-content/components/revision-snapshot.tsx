import type { ReactNode } from "react";

import type { Snapshot } from "../../../../shared/revisions.js";
import { StatusText } from "../../../components/ui/status-text.js";
import { formatDate } from "../../../lib/format.js";
import { useRevision } from "../revision-api.js";

const STATUS_LABEL = { draft: "Draft", scheduled: "Scheduled", published: "Published" } as const;
const PART_KIND_LABEL = { post: "post", episode: "episode", item: "item" } as const;

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5">
      <dt className="text-xs font-bold tracking-wider text-muted uppercase">{label}</dt>
      <dd className="text-sm break-words text-foreground">{children}</dd>
    </div>
  );
}

/** A block of saved words, as typed (markdown not rendered: this is what a restore brings back). */
function Words({ label, text }: { label: string; text: string }) {
  return (
    <Field label={label}>
      {text ? (
        <pre className="max-h-64 overflow-auto rounded-sm border border-border bg-background p-2 font-mono text-xs whitespace-pre-wrap">{text}</pre>
      ) : (
        <span className="text-muted">(empty)</span>
      )}
    </Field>
  );
}

export function SnapshotFields({ snapshot }: { snapshot: Snapshot }) {
  const status = STATUS_LABEL[snapshot.status];
  return (
    <dl className="flex flex-col gap-3">
      <Field label="Title">{snapshot.title}</Field>
      <Field label="Status">
        {snapshot.status === "scheduled" && snapshot.publishAt ? `${status} · ${formatDate(snapshot.publishAt, "dateTime")}` : status}
      </Field>
      {snapshot.isMembersOnly !== undefined ? <Field label="Members only">{snapshot.isMembersOnly ? "Yes" : "No"}</Field> : null}
      {snapshot.description !== undefined ? <Words label="Description" text={snapshot.description ?? ""} /> : null}
      {snapshot.content !== undefined ? <Words label="Content" text={snapshot.content} /> : null}
      {snapshot.contentText !== undefined && snapshot.contentText !== null ? <Words label="Text" text={snapshot.contentText} /> : null}
      {snapshot.parts !== undefined ? (
        <Field label="Parts">
          {snapshot.parts.length === 0 ? (
            <span className="text-muted">(none)</span>
          ) : (
            <ol className="list-decimal pl-5">
              {snapshot.parts.map((part) => (
                <li key={`${part.kind}:${part.id}`}>
                  {part.title} <span className="text-muted">({PART_KIND_LABEL[part.kind]})</span>
                </li>
              ))}
            </ol>
          )}
        </Field>
      ) : null}
    </dl>
  );
}

/** One save, read-only, loaded when the admin opens it. */
export function RevisionSnapshot({ id }: { id: string }) {
  const revision = useRevision(id);
  if (revision.isPending) return <StatusText compact>Loading this revision...</StatusText>;
  if (revision.isError) return <StatusText compact>This revision could not be loaded.</StatusText>;
  return <SnapshotFields snapshot={revision.data.snapshot} />;
}
