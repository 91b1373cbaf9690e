import { ArsenalSection } from "../features/landing/components/arsenal-section.js";
import { AudienceSection } from "../features/landing/components/audience-section.js";
import { CreatorBio } from "../features/landing/components/creator-bio.js";
import { Hero } from "../features/landing/components/hero.js";
import { NewsletterForm } from "../features/landing/components/newsletter-form.js";
import { ReadyToLead } from "../features/landing/components/ready-to-lead.js";
import { WhatThisIs } from "../features/landing/components/what-this-is.js";
import { usePageMeta } from "../lib/use-page-meta.js";

export default function LandingPage() {
  usePageMeta(undefined, "Practical, no-nonsense leadership training for command staff, line-level leaders and corporate professionals.");
  return (
    <>
      <Hero />
      <WhatThisIs />
      <AudienceSection />
      <ArsenalSection />
      <CreatorBio />
      <ReadyToLead />
      <NewsletterForm />
    </>
  );
}
