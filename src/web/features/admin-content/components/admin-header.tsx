import { BarChart3 } from "lucide-react";
import { Link } from "react-router";

import { paths } from "../../../../shared/paths.js";
import { AdminPageHeader } from "../../../components/layout/admin-page-header.js";
import { Button } from "../../../components/ui/button.js";

/** The page heading and its header action, "Analytics", which opens the analytics page (docs/decisions/035). */
export function AdminHeader() {
  return (
    <AdminPageHeader title="Admin Dashboard" tagline="Publish, edit and remove podcasts, Field Manual posts, briefings and After-Action items.">
      <Button asChild variant="outline" className="self-start sm:self-auto">
        <Link to={paths.adminAnalytics}>
          <BarChart3 aria-hidden="true" />
          Analytics
        </Link>
      </Button>
    </AdminPageHeader>
  );
}
