import { PageContainer } from "../components/layout/page.js";
import { AssignedToYou } from "../features/assignments/components/assigned-to-you.js";
import { RequireUser } from "../features/auth/components/guards.js";
import { DashboardTabs } from "../features/content/components/dashboard-tabs.js";
import { useSession } from "../lib/session.js";
import { usePageMeta } from "../lib/use-page-meta.js";

function Greeting() {
  const { user: profile } = useSession();
  if (!profile) {
    return (
      <p className="text-muted" role="status">
        Loading profile...
      </p>
    );
  }
  return (
    <h1 className="text-5xl text-foreground sm:text-6xl">
      Welcome, <span className="text-accent">{profile.fullName || profile.email}</span>
    </h1>
  );
}

export default function DashboardPage() {
  usePageMeta("Dashboard", "Your member dashboard: the Field Manual, The Briefing and After-Action.");
  return (
    <RequireUser>
      <PageContainer width="5xl">
        <header className="mb-10 border-b border-border pb-8">
          <Greeting />
          <p className="mt-4 text-xl leading-relaxed text-muted">This is your command center. All content is available below.</p>
        </header>
        <AssignedToYou />
        <DashboardTabs />
      </PageContainer>
    </RequireUser>
  );
}
