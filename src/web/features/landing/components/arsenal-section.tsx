import { ArrowRight, BookOpen, ClipboardList, Headphones, Lock } from "lucide-react";
import { Link } from "react-router";

import { paths } from "../../../../shared/paths.js";
import { Section } from "../../../components/layout/section.js";
import { Button } from "../../../components/ui/button.js";
import { FeatureCard, FeatureGrid } from "./feature-card.js";

const areas = [
  {
    icon: BookOpen,
    title: "Field Manual",
    library: { to: paths.fieldManual, label: "Browse the Field Manual" },
    description: "Written posts on personal growth, resilience and cultural leadership. Read them, apply them, then read them again.",
  },
  {
    icon: Headphones,
    title: "The Briefing",
    library: { to: paths.briefing, label: "Browse The Briefing" },
    description: "Tactical podcast episodes: short, direct audio to sharpen your thinking on the drive in or between calls.",
  },
  {
    icon: ClipboardList,
    title: "After-Action",
    library: { to: paths.afterAction, label: "Browse After-Action reports" },
    description: "Case studies and breakdowns of command decisions, with workbooks and exercises that turn the lessons into habits.",
  },
] as const;

export function ArsenalSection() {
  return (
    <Section
      belowFold
      id="arsenal"
      eyebrow="The content"
      title="The Arsenal"
      intro="Three areas, one purpose: make you the leader your people need. Membership is free."
    >
      <FeatureGrid>
        {areas.map(({ library, ...area }) => (
          <FeatureCard
            key={area.title}
            {...area}
            action={
              <div className="flex w-full flex-col items-center gap-3">
                <Button asChild variant="outline" className="w-full">
                  <Link to={paths.login} aria-label={`Login to Access ${area.title}`}>
                    <Lock aria-hidden="true" />
                    Login to Access
                  </Link>
                </Button>
                {/* The public library of the area (issue 32): its public records open to all. */}
                <Link
                  to={library.to}
                  className="inline-flex items-center gap-1.5 rounded-sm text-sm font-semibold text-muted underline-offset-4 hover:text-accent hover:underline"
                >
                  {library.label}
                  <ArrowRight aria-hidden="true" className="size-4" />
                </Link>
              </div>
            }
          />
        ))}
      </FeatureGrid>
    </Section>
  );
}
