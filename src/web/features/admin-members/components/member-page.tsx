import { ArrowLeft, LogOut, MailCheck, ShieldCheck, ShieldOff, Trash2 } from "lucide-react";
import { useId, useState, type ReactNode } from "react";
import { Link, useNavigate, useParams } from "react-router";

import type { MemberDetail } from "../../../../shared/members.js";
import { paths } from "../../../../shared/paths.js";
import { Badge } from "../../../components/ui/badge.js";
import { Button } from "../../../components/ui/button.js";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog.js";
import { Input } from "../../../components/ui/input.js";
import { Label } from "../../../components/ui/label.js";
import { StatusText } from "../../../components/ui/status-text.js";
import { ApiError } from "../../../lib/api-client.js";
import { reportAction, useErrorToast } from "../../../lib/feedback.js";
import { dateOrNever, formatDate } from "../../../lib/format.js";
import { usePageMeta } from "../../../lib/use-page-meta.js";
import { toast } from "../../../lib/use-toast.js";
import { useMember, useMemberActions } from "../api.js";

function Panel({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="rounded-sm border border-border bg-surface p-5 sm:p-6">
      <h2 id={id} className="mb-4 text-2xl text-foreground">
        {title}
      </h2>
      {children}
    </section>
  );
}

function Facts({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm">
      {rows.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="text-muted">{term}</dt>
          <dd className="text-foreground">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * Grant admin: asks for the acting admin's own password, which the server
 * checks. A refusal (a mistyped password) is said in the dialog, which stays
 * open to try again: a toast would sit behind the modal dialog, hidden from
 * screen readers while it is open.
 */
function GrantAdmin({ name, grant }: { name: string; grant: (password: string) => Promise<unknown> }) {
  const [password, setPassword] = useState("");
  const [error, setError] = useState<string | null>(null);
  const id = useId();
  return (
    <ConfirmDialog
      title={`Make ${name} an admin?`}
      question="An admin can publish and delete content and manage every member, including other admins. Enter your own password to confirm."
      confirmLabel="Grant admin"
      pendingLabel="Granting..."
      retryOnFailure
      onConfirm={async () => {
        try {
          await grant(password);
        } catch (failure) {
          setError(failure instanceof Error && failure.message ? failure.message : "Could not grant admin.");
          return false;
        }
        setPassword("");
        setError(null);
        toast({ title: "Admin granted" });
        return true;
      }}
      trigger={
        <Button variant="outline" size="sm">
          <ShieldCheck aria-hidden="true" />
          Grant admin
        </Button>
      }
    >
      <div className="flex flex-col gap-2">
        <Label htmlFor={id}>Your password</Label>
        <Input
          id={id}
          type="password"
          autoComplete="current-password"
          value={password}
          aria-invalid={error !== null}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => setPassword(event.target.value)}
        />
        {error ? (
          <p id={`${id}-error`} role="alert" className="text-sm text-destructive">
            {error}
          </p>
        ) : null}
      </div>
    </ConfirmDialog>
  );
}

function Actions({ detail }: { detail: MemberDetail }) {
  const { member } = detail;
  const actions = useMemberActions(member.id);
  const navigate = useNavigate();
  const name = member.name || member.email;
  return (
    <div className="flex flex-wrap gap-2">
      <ConfirmDialog
        title={`Sign ${name} out everywhere?`}
        question="Every session of this member ends now, on every device. They can sign in again."
        confirmLabel="Revoke sessions"
        pendingLabel="Revoking..."
        onConfirm={() => reportAction(() => actions.revokeSessions.mutateAsync(), { success: "Sessions revoked", errorTitle: "Could not revoke the sessions" })}
        trigger={
          <Button variant="outline" size="sm">
            <LogOut aria-hidden="true" />
            Revoke all sessions
          </Button>
        }
      />
      {member.emailVerified ? null : (
        <ConfirmDialog
          title="Send a new verification e-mail?"
          question={`A new link to confirm ${member.email} is sent to that address.`}
          confirmLabel="Send"
          pendingLabel="Sending..."
          onConfirm={() =>
            reportAction(() => actions.resendVerification.mutateAsync(), { success: "Verification e-mail sent", errorTitle: "Could not send the e-mail" })
          }
          trigger={
            <Button variant="outline" size="sm">
              <MailCheck aria-hidden="true" />
              Resend verification
            </Button>
          }
        />
      )}
      {member.isAdmin ? (
        <ConfirmDialog
          title={`Take admin rights from ${name}?`}
          question="They stay a member but can no longer reach the admin pages. The last admin cannot be demoted."
          confirmLabel="Revoke admin"
          pendingLabel="Revoking..."
          onConfirm={() => reportAction(() => actions.revokeAdmin.mutateAsync(), { success: "Admin revoked", errorTitle: "Could not revoke admin" })}
          trigger={
            <Button variant="outline" size="sm">
              <ShieldOff aria-hidden="true" />
              Revoke admin
            </Button>
          }
        />
      ) : (
        <GrantAdmin name={name} grant={(password) => actions.grantAdmin.mutateAsync(password)} />
      )}
      <ConfirmDialog
        title={`Delete ${name}?`}
        question="The account, its sessions, progress and private feed are deleted for good. This cannot be undone."
        onConfirm={async () => {
          if (await reportAction(() => actions.remove.mutateAsync(), { success: "Member deleted", errorTitle: "Could not delete the member" }))
            void navigate(paths.adminMembers);
        }}
        trigger={
          <Button variant="ghostDestructive" size="sm">
            <Trash2 aria-hidden="true" />
            Delete member
          </Button>
        }
      />
    </div>
  );
}

const progressLine = ({ started, finished }: { started: number; finished: number }) => `${started} started, ${finished} finished`;

/** One member: who they are, their sessions, progress and feed, and the actions on them. */
export default function MemberPage() {
  const { memberId = "" } = useParams();
  const query = useMember(memberId);
  const detail = query.data;
  usePageMeta(detail ? detail.member.name || detail.member.email : "Member", "A member of Lead or Be Led: sessions, progress and feed.");
  // A missing member is the page's own not-found text, not a toast.
  useErrorToast("Error fetching the member", query, { unless: (error) => error instanceof ApiError && error.status === 404 });

  return (
    <>
      <Link to={paths.adminMembers} className="mb-6 inline-flex items-center gap-2 text-sm text-accent hover:underline">
        <ArrowLeft aria-hidden="true" className="size-4" />
        All members
      </Link>
      {query.isPending ? (
        <StatusText>Loading...</StatusText>
      ) : !detail ? (
        <StatusText>Member not found.</StatusText>
      ) : (
        <>
          <header className="mb-8 flex flex-col gap-4 border-b border-border pb-8">
            <div>
              <h1 className="text-4xl break-words text-foreground [overflow-wrap:anywhere] sm:text-5xl">{detail.member.name || detail.member.email}</h1>
              <p className="mt-2 break-all text-accent">{detail.member.email}</p>
              {detail.member.isAdmin ? <Badge className="mt-2">ADMIN</Badge> : null}
            </div>
            <Actions detail={detail} />
          </header>
          <div className="grid gap-6 lg:grid-cols-2">
            <Panel title="Account">
              <Facts
                rows={[
                  ["Joined", formatDate(detail.member.createdAt, "short")],
                  ["Last seen", dateOrNever(detail.member.lastSeenAt)],
                  ["E-mail verified", detail.member.emailVerified ? "Yes" : "No"],
                  ["Two-factor sign-in", detail.member.twoFactorEnabled ? "On" : "Off"],
                ]}
              />
            </Panel>
            <Panel title="Progress">
              <Facts
                rows={[
                  ["Episodes", progressLine(detail.progress.episodes)],
                  ["Case studies and briefings", progressLine(detail.progress.items)],
                  ["Articles", progressLine(detail.progress.posts)],
                ]}
              />
            </Panel>
            <Panel title="Podcast feed">
              {detail.feed ? (
                <Facts
                  rows={[
                    ["Created", formatDate(detail.feed.createdAt, "short")],
                    ["Last fetched", dateOrNever(detail.feed.lastFetchedAt)],
                    ["Downloads", String(detail.feed.downloads)],
                    ["Looks shared", detail.feed.possiblyShared ? "Yes: fetched from many addresses in a day" : "No"],
                  ]}
                />
              ) : (
                <p className="text-sm text-muted">No private feed.</p>
              )}
            </Panel>
            <Panel title={`Sessions (${detail.sessions.length})`}>
              {detail.sessions.length === 0 ? (
                <p className="text-sm text-muted">Not signed in anywhere.</p>
              ) : (
                <ul className="flex flex-col gap-3 text-sm">
                  {detail.sessions.map((session) => (
                    <li key={session.id} className="rounded-sm border border-border bg-background/60 p-3">
                      <p className="break-words text-foreground [overflow-wrap:anywhere]">{session.userAgent ?? "Unknown device"}</p>
                      <p className="text-muted">
                        Signed in {formatDate(session.createdAt, "short")} · active {formatDate(session.lastActiveAt, "short")} · ends{" "}
                        {formatDate(session.expiresAt, "short")}
                      </p>
                    </li>
                  ))}
                </ul>
              )}
            </Panel>
          </div>
        </>
      )}
    </>
  );
}
