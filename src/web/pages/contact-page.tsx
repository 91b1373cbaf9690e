import { PageContainer, PageHeader } from "../components/layout/page.js";
import { ContactForm } from "../features/contact/components/contact-form.js";
import { usePageMeta } from "../lib/use-page-meta.js";

export default function ContactPage() {
  usePageMeta("Contact", "Questions, feedback or a leadership problem you want covered? Send us a message.");
  return (
    <PageContainer width="2xl">
      <PageHeader
        eyebrow="Contact"
        title="Get in Touch"
        tagline="Questions, feedback or a leadership problem you want us to cover? Send a message and we will get back to you."
      />
      <ContactForm />
    </PageContainer>
  );
}
