import { LockKeyhole } from "lucide-react";
import { Link, useLocation } from "react-router";

import { paths } from "../../../../shared/paths.js";
import { Button } from "../../../components/ui/button.js";
import { loginRedirectFrom } from "../../../lib/login-redirect.js";

const messages = {
  post: "This article is exclusive for our members. Sign up or log in to read the full post.",
  item: "This content is exclusive for our members. Sign up or log in to access it.",
} as const;

/** Shown to visitors in place of members-only content. Login brings them back to this page. */
export function LockPanel({ kind }: { kind: keyof typeof messages }) {
  const from = loginRedirectFrom(useLocation());
  return (
    <section
      aria-labelledby="lock-panel-heading"
      className="flex flex-col items-center gap-4 rounded-sm border border-border border-t-2 border-t-accent bg-surface px-6 py-10 text-center"
    >
      <LockKeyhole aria-hidden="true" className="size-10 text-accent" strokeWidth={1.75} />
      <h2 id="lock-panel-heading" className="text-3xl text-foreground">
        Members-Only Content
      </h2>
      <p className="max-w-md leading-relaxed text-muted">{messages[kind]}</p>
      <div className="mt-2 flex flex-wrap justify-center gap-3">
        <Button asChild>
          <Link to={paths.login} state={from}>
            Login
          </Link>
        </Button>
        <Button asChild variant="outline">
          <Link to={paths.signup}>Sign Up</Link>
        </Button>
      </div>
    </section>
  );
}
