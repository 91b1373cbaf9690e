import { PlaceholderPage } from "../components/layout/placeholder-page.js";
import { RequireAdmin } from "../features/auth/components/guards.js";

export default function AdminDashboardPage() {
  return (
    <RequireAdmin>
      <PlaceholderPage
        title="Admin Dashboard"
        line="Manage website content: podcasts, Field Manual posts, briefings and After-Action items."
        description="Manage Lead or Be Led website content: podcasts, posts, briefings and after-action items."
      />
    </RequireAdmin>
  );
}
