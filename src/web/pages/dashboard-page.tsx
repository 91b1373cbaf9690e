import { PlaceholderPage } from "../components/layout/placeholder-page.js";

export default function DashboardPage() {
  return (
    <PlaceholderPage
      title="Dashboard"
      line="This is your command center. All content is available below."
      description="Your member dashboard: the Field Manual, The Briefing and After-Action."
    />
  );
}
