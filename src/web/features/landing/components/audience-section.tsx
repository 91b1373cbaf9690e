import { Briefcase, Shield, Users } from "lucide-react";

import { Section } from "../../../components/layout/section.js";
import { FeatureCard, FeatureGrid } from "./feature-card.js";

const audiences = [
  {
    icon: Shield,
    title: "Command Staff",
    description: "Set the intent, shape the culture and make the calls that define an organization, then own the outcome in front of your people.",
  },
  {
    icon: Users,
    title: "Line-Level Leaders",
    description: "Sergeants, supervisors and team leads: where leadership meets the street. Earn trust, hold the standard and develop the people beside you.",
  },
  {
    icon: Briefcase,
    title: "Corporate Professionals",
    description: "Managers, founders and executives who want the discipline of the field applied to the team, the project and the bottom line.",
  },
] as const;

export function AudienceSection() {
  return (
    <Section belowFold eyebrow="The audience" title="Who this is for" tone="raised">
      <FeatureGrid>
        {audiences.map((audience) => (
          <FeatureCard key={audience.title} {...audience} />
        ))}
      </FeatureGrid>
    </Section>
  );
}
