import { BookOpen, ClipboardList, Headphones, Lock } from "lucide-react";
import { Link } from "react-router";

import { paths } from "../../../../shared/paths.js";
import { Section } from "../../../components/layout/section.js";
import { Button } from "../../../components/ui/button.js";
import { FeatureCard, FeatureGrid } from "./feature-card.js";

const areas = [
  {
    icon: BookOpen,
    title: "Field Manual",
    description: "Written posts on personal growth, resilience and cultural leadership. Read them, apply them, then read them again.",
  },
  {
    icon: Headphones,
    title: "The Briefing",
    description: "Tactical podcast episodes: short, direct audio to sharpen your thinking on the drive in or between calls.",
  },
  {
    icon: ClipboardList,
    title: "After-Action",
    description: "Case studies and breakdowns of command decisions, with workbooks and exercises that turn the lessons into habits.",
  },
] as const;

export function ArsenalSection() {
  return (
    <Section id="arsenal" eyebrow="The content" title="The Arsenal" intro="Three areas, one purpose: make you the leader your people need. Membership is free.">
      <FeatureGrid>
        {areas.map((area) => (
          <FeatureCard
            key={area.title}
            {...area}
            action={
              <Button asChild variant="outline" className="w-full">
                <Link to={paths.login} aria-label={`Login to Access ${area.title}`}>
                  <Lock aria-hidden="true" />
                  Login to Access
                </Link>
              </Button>
            }
          />
        ))}
      </FeatureGrid>
    </Section>
  );
}
