import { STATIC_PAGE_META } from "../../shared/static-pages.js";
import { PageContainer, PageHeader, ProseSection } from "../components/layout/page.js";
import { formatDate } from "../lib/format.js";
import { useClientValue } from "../lib/use-client-value.js";
import { usePageMeta } from "../lib/use-page-meta.js";

const today = () => formatDate(new Date(), "long");

export default function PrivacyTermsPage() {
  usePageMeta(STATIC_PAGE_META.privacyTerms.title, STATIC_PAGE_META.privacyTerms.description);
  // Today in the reader's browser; a page rendered ahead of time leaves it to the browser (the app, or the islands by data-today, docs/decisions/116).
  const lastUpdated = (
    <>
      Last Updated: <span data-today="">{useClientValue(today) ?? ""}</span>
    </>
  );
  return (
    <PageContainer>
      <PageHeader eyebrow="Legal" title="Privacy / Terms" />
      <ProseSection title="Privacy Policy" meta={lastUpdated}>
        <h3>Information We Collect</h3>
        <p>We collect only what we need to run the site:</p>
        <ul>
          <li>Account details you give us when you sign up: your full name, e-mail address and password (stored only as a secure hash).</li>
          <li>Messages you send through the contact form: your name, e-mail address and message.</li>
          <li>Basic technical data needed to keep the service secure, such as session cookies and request logs.</li>
        </ul>
        <h3>How We Use Your Information</h3>
        <p>
          We use your information to create and secure your account, give you access to member content, answer your messages and protect the site against abuse.
          We do not sell your personal information, and we do not share it with third parties except where required by law.
        </p>
      </ProseSection>
      <ProseSection title="Terms of Use" meta={lastUpdated}>
        <h3>Acceptance of Terms</h3>
        <p>By accessing or using Lead or Be Led you agree to these terms. If you do not agree, please do not use the site.</p>
        <h3>User Conduct</h3>
        <p>
          You agree to use the site lawfully and respectfully. Do not share your account, attempt to access content or systems you are not authorized to use,
          interfere with the service, or redistribute member content without permission.
        </p>
        <h3>Termination</h3>
        <p>
          We may suspend or terminate access for anyone who breaks these terms or misuses the site. You may stop using the site and ask us to close your account
          at any time.
        </p>
      </ProseSection>
    </PageContainer>
  );
}
