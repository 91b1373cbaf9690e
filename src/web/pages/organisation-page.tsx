import { PageContainer } from "../components/layout/page.js";
import { RequireUser } from "../features/auth/components/guards.js";
import { OrganisationScreen } from "../features/organisations/components/organisation-screen.js";
import { usePageMeta } from "../lib/use-page-meta.js";

/** /organisation: the member's organisation (issue 33), or any one for a site admin (?org=, docs/decisions/098). */
export default function OrganisationPage() {
  usePageMeta("Organisation", "Your organisation on Lead or Be Led: your place in it, and for its owners its people, units and invitations.");
  return (
    <RequireUser>
      <PageContainer width="5xl">
        <OrganisationScreen />
      </PageContainer>
    </RequireUser>
  );
}
