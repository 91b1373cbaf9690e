import { LogIn, UserPlus, Users } from "lucide-react";
import { Link, useLocation, useNavigate, useParams } from "react-router";

import type { InvitationPreview } from "../../../../shared/orgs.js";
import { paths } from "../../../../shared/paths.js";
import { PageContainer } from "../../../components/layout/page.js";
import { Button } from "../../../components/ui/button.js";
import { StatusText } from "../../../components/ui/status-text.js";
import { ApiError } from "../../../lib/api-client.js";
import { toastError } from "../../../lib/feedback.js";
import { loginRedirectFrom, withNext } from "../../../lib/login-redirect.js";
import { useSession } from "../../../lib/session.js";
import { usePageMeta } from "../../../lib/use-page-meta.js";
import { toast } from "../../../lib/use-toast.js";
import { useJoin, useJoinPreview } from "../api.js";
import { ROLE_LABELS } from "../lib/labels.js";

/** "<Org> invited you to join as member in Patrol Division". */
const offerText = (preview: InvitationPreview) =>
  `${preview.orgName} invited you to join as ${ROLE_LABELS[preview.role].toLowerCase()}${preview.unitName ? ` in ${preview.unitName}` : ""}`;

/** A token that no longer works: the server's reason (expired, withdrawn, used, no seats, unknown). */
function NotWorking({ reason }: { reason: string }) {
  return (
    <div className="flex flex-col items-start gap-6">
      <p className="text-sm font-semibold tracking-[0.2em] text-accent uppercase">Invitation</p>
      <h1 className="text-4xl sm:text-5xl">This invitation does not work.</h1>
      <p className="text-lg [overflow-wrap:anywhere] text-muted">{reason}</p>
      <Button asChild>
        <Link to={paths.home}>Back to home</Link>
      </Button>
    </div>
  );
}

function Accept({ token, preview }: { token: string; preview: InvitationPreview }) {
  const { user, isPending } = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const join = useJoin(token);

  if (isPending) return <StatusText>Loading...</StatusText>;
  if (!user) {
    // Login and sign-up bring the visitor back here (the router's state, and ?next= for a verification e-mail's link).
    const back = loginRedirectFrom(location);
    return (
      <div className="flex flex-col gap-4">
        <p className="text-foreground">Log in or create an account to accept it. You come back to this page afterwards.</p>
        <div className="flex flex-wrap gap-3">
          <Button asChild>
            <Link to={withNext(paths.login, back.from)} state={back}>
              <LogIn aria-hidden="true" />
              Login
            </Link>
          </Button>
          <Button asChild variant="outline">
            <Link to={withNext(paths.signup, back.from)} state={back}>
              <UserPlus aria-hidden="true" />
              Sign Up
            </Link>
          </Button>
        </div>
      </div>
    );
  }

  const accept = async () => {
    try {
      await join.mutateAsync(undefined);
      toast({ title: `Welcome to ${preview.orgName}`, description: `You joined as ${ROLE_LABELS[preview.role].toLowerCase()}.` });
      await navigate(paths.organisation);
    } catch (error) {
      toastError("Error joining organisation", error);
    }
  };
  return (
    <div className="flex flex-col gap-4">
      <p className="[overflow-wrap:anywhere] text-muted">{`You are signed in as ${user.email}.`}</p>
      {/* A long name is cut short on the button (the heading has it whole); its accessible name keeps it all. */}
      <Button onClick={() => void accept()} disabled={join.isPending} className="max-w-full self-start">
        <Users aria-hidden="true" />
        <span className="truncate">{join.isPending ? "Joining..." : `Join ${preview.orgName}`}</span>
      </Button>
    </div>
  );
}

/** /join/:token: what an invitation or invitation link offers, and accepting it (visitors log in or sign up first). */
export default function JoinPage() {
  usePageMeta("Join an organisation", "Accept an invitation to an organisation on Lead or Be Led.");
  const { token = "" } = useParams();
  const preview = useJoinPreview(token);

  return (
    <PageContainer roomy>
      {preview.isPending ? (
        <StatusText>Loading...</StatusText>
      ) : preview.error ? (
        <NotWorking reason={preview.error instanceof ApiError ? preview.error.message : "Something went wrong. Please try again."} />
      ) : (
        <div className="flex flex-col gap-6 rounded-sm border border-border border-t-2 border-t-accent bg-surface p-6 sm:p-8">
          <p className="text-sm font-semibold tracking-[0.2em] text-accent uppercase">Invitation</p>
          <h1 className="text-4xl [overflow-wrap:anywhere] sm:text-5xl">{offerText(preview.data)}</h1>
          {preview.data.email ? <p className="[overflow-wrap:anywhere] text-muted">{`This invitation is for ${preview.data.email}.`}</p> : null}
          <Accept token={token} preview={preview.data} />
        </div>
      )}
    </PageContainer>
  );
}
