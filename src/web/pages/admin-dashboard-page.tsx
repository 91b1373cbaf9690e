import { AdminDashboard } from "../features/admin/admin-dashboard.js";
import { RequireAdmin } from "../features/auth/components/require-admin.js";
import { usePageMeta } from "../lib/use-page-meta.js";

export default function AdminDashboardPage() {
  usePageMeta("Admin Dashboard", "Manage Lead or Be Led website content: podcasts, Field Manual posts, briefings and After-Action items.");
  return (
    <RequireAdmin>
      <AdminDashboard />
    </RequireAdmin>
  );
}
