import { STATIC_PAGE_META } from "../../shared/static-pages.js";
import { PageContainer, PageHeader, ProseSection } from "../components/layout/page.js";
import { usePageMeta } from "../lib/use-page-meta.js";

export default function AboutPage() {
  usePageMeta(STATIC_PAGE_META.about.title, STATIC_PAGE_META.about.description);
  return (
    <PageContainer>
      <PageHeader eyebrow="About" title="About Lead or Be Led" tagline="Forging the next generation of effective leaders." />
      <ProseSection title="Our Mission">
        <p>
          Our mission is to give current and aspiring leaders the practical tools they need to lead with confidence, integrity and resolve. We turn hard-won
          experience from law enforcement, the military, corporate management and entrepreneurship into guidance you can use on your next shift, in your next
          meeting, in your next crisis.
        </p>
        <p>
          Leadership is not a title or a rank. It is a set of skills that can be learned, practised and sharpened. We exist to make that training available to
          anyone willing to put in the work.
        </p>
      </ProseSection>
      <ProseSection title="Our Philosophy">
        <p>
          Our philosophy fits in four words: <strong className="text-accent">Lead or be led.</strong> In every team, every shift and every organization someone
          sets the direction. If you do not step up and take responsibility for the outcome, someone else will decide it for you.
        </p>
        <p>
          We believe in leading from the front, owning your decisions and their consequences, and treating the people you lead as the mission, not an obstacle
          to it. We value clarity over jargon, action over theory and character over charisma.
        </p>
      </ProseSection>
      <ProseSection title="Who We Serve">
        <p>
          We serve command staff who set the vision and carry the weight of the organization; line-level leaders, such as sergeants, supervisors and team leads,
          who turn that vision into action every day; and corporate professionals who want to bring discipline, accountability and resilience to their teams.
        </p>
        <p>
          Whether you are leading a patrol squad, a platoon, a department or a start-up, the fundamentals are the same, and so is the cost of getting them
          wrong.
        </p>
      </ProseSection>
    </PageContainer>
  );
}
