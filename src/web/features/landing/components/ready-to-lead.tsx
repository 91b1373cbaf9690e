import { Link } from "react-router";

import { paths } from "../../../../shared/paths.js";
import { Section } from "../../../components/layout/section.js";
import { Button } from "../../../components/ui/button.js";

export function ReadyToLead() {
  return (
    <Section
      title="Ready to Lead?"
      intro="Create a free account and get the full Field Manual, every Briefing and every After-Action report. No tiers, no fees."
      align="center"
    >
      <Button asChild size="lg">
        <Link to={paths.signup}>Join for Free</Link>
      </Button>
    </Section>
  );
}
