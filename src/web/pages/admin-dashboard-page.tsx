import { AdminDashboard } from "../features/admin-content/components/admin-dashboard.js";
import { usePageMeta } from "../lib/use-page-meta.js";

/** Guarded by the admin section's layout (app/admin-layout.tsx), like every admin page. */
export default function AdminDashboardPage() {
  usePageMeta("Admin Dashboard", "Manage Lead or Be Led website content: podcasts, Field Manual posts, briefings and After-Action items.");
  return <AdminDashboard />;
}
