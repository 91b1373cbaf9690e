import { Laptop } from "lucide-react";

import { Button } from "../../../components/ui/button.js";
import { StatusText } from "../../../components/ui/status-text.js";
import { toastError } from "../../../lib/feedback.js";
import { toast } from "../../../lib/use-toast.js";
import { useRevokeOtherSessions, useRevokeSession, useSessions } from "../api.js";
import { AccountSection } from "./section.js";

const RELATIVE = new Intl.RelativeTimeFormat("en-US", { numeric: "auto" });

const TIME = new Intl.DateTimeFormat("en-US", { hour: "numeric", minute: "2-digit" });
const DAY = new Intl.DateTimeFormat("en-US", { dateStyle: "medium" });

/** "today at 2:05 PM", "yesterday at 9:12 AM", "3 days ago at …": when the session last noted its use (at most once a day). */
function lastActive(iso: string): string {
  const at = new Date(iso);
  const days = Math.round((at.getTime() - Date.now()) / (24 * 60 * 60 * 1000));
  return `${days === 0 ? "today" : RELATIVE.format(days, "day")} at ${TIME.format(at)}`;
}

/** Where the member is signed in: sign one device out, or all but this one. */
export function DevicesSection() {
  const sessions = useSessions();
  const revoke = useRevokeSession();
  const revokeOthers = useRevokeOtherSessions();
  const items = sessions.data?.items ?? [];
  const others = items.filter((s) => !s.current).length;
  const fail = (error: unknown) => toastError("Error signing out device", error);
  return (
    <AccountSection id="devices" title="Devices" description="Where you are signed in. Sign out any device you do not recognise, then change your password.">
      {sessions.isPending ? <StatusText>Loading devices...</StatusText> : null}
      <ul className="flex flex-col divide-y divide-border" aria-label="Signed-in devices">
        {items.map((s) => (
          <li key={s.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
            <div className="flex items-start gap-3">
              <Laptop aria-hidden="true" className="mt-1 size-5 text-accent" />
              <div>
                <p className="font-semibold text-foreground">
                  {s.device} {s.current ? <span className="ml-1 text-sm text-accent">(this device)</span> : null}
                </p>
                {/* Two sessions of the same browser differ by when they began, when they were last used and their network. */}
                <p className="text-sm text-muted">
                  Signed in {DAY.format(new Date(s.createdAt))} · last active {lastActive(s.lastUsedAt)}
                  {s.ip ? ` · network ${s.ip}` : ""}
                </p>
              </div>
            </div>
            {s.current ? null : (
              <Button
                variant="outline"
                size="sm"
                disabled={revoke.isPending}
                onClick={() =>
                  revoke.mutate(s.id, { onError: fail, onSuccess: () => toast({ title: "Device signed out", description: `${s.device} is signed out.` }) })
                }
              >
                Sign out
                <span className="sr-only">
                  {" "}
                  {s.device}, signed in {DAY.format(new Date(s.createdAt))}
                </span>
              </Button>
            )}
          </li>
        ))}
      </ul>
      {others > 0 ? (
        <Button
          variant="outline"
          className="self-start"
          disabled={revokeOthers.isPending}
          onClick={() =>
            revokeOthers.mutate(undefined, {
              onError: fail,
              onSuccess: () => toast({ title: "Other devices signed out", description: "Only this device is still signed in." }),
            })
          }
        >
          {revokeOthers.isPending ? "Signing out..." : "Sign out all other devices"}
        </Button>
      ) : null}
    </AccountSection>
  );
}
