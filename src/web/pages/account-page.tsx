import { PageContainer, PageHeader } from "../components/layout/page.js";
import { CertificatesSection } from "../features/account/components/certificates-section.js";
import { DataSection } from "../features/account/components/data-section.js";
import { DeleteSection } from "../features/account/components/delete-section.js";
import { DevicesSection } from "../features/account/components/devices-section.js";
import { NewsletterSection } from "../features/account/components/newsletter-section.js";
import { PasskeysSection } from "../features/account/components/passkeys-section.js";
import { EmailSection, PasswordSection, ProfileSection } from "../features/account/components/profile-sections.js";
import { TwoFactorSection } from "../features/account/components/two-factor-section.js";
import { RequireUser } from "../features/auth/components/guards.js";
import { MyOrgCard } from "../features/organisations/components/my-org-card.js";
import { usePageMeta } from "../lib/use-page-meta.js";

/** /account: the member runs their own account (issue 16). */
export default function AccountPage() {
  usePageMeta("Account", "Your Lead or Be Led account: profile, e-mail, password, devices, two-factor sign-in, passkeys, newsletter, your data.");
  return (
    <RequireUser>
      <PageContainer>
        <PageHeader title="Account" tagline="Your profile, sign-in and data." />
        <div className="flex flex-col gap-8">
          <ProfileSection />
          <MyOrgCard />
          <EmailSection />
          <PasswordSection />
          <DevicesSection />
          <TwoFactorSection />
          <PasskeysSection />
          <CertificatesSection />
          <NewsletterSection />
          <DataSection />
          <DeleteSection />
        </div>
      </PageContainer>
    </RequireUser>
  );
}
