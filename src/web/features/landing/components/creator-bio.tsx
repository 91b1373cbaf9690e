import { Section } from "../../../components/layout/section.js";
import { Button } from "../../../components/ui/button.js";
import { notImplemented } from "../../../lib/use-toast.js";
import { CreatorPortrait } from "./creator-portrait.js";

const credentials = [
  "25+ years in law enforcement, from patrol to command staff",
  "Led teams through critical incidents, reorganizations and rebuilds",
  "Advisor to corporate leadership teams and founders",
] as const;

export function CreatorBio() {
  return (
    <Section eyebrow="Who is behind it" title="The Creator" tone="raised">
      <div className="grid gap-10 md:grid-cols-[auto_1fr] md:items-start">
        <CreatorPortrait className="size-32 rounded-sm sm:size-40" />
        <div className="flex flex-col gap-5 text-lg leading-relaxed text-foreground/90">
          <p>
            The creator of Lead or Be Led is a veteran leader who came up through the ranks: first on the street, then in the supervisor&apos;s chair, then at
            the command table, responsible for hundreds of people and the decisions that shaped their careers.
          </p>
          <p>
            Along the way came the hard lessons most leaders learn alone: that trust is built in small moments, that standards are set by what you tolerate, and
            that the best leaders never stop training. This site exists so you do not have to learn them the hard way.
          </p>
          <ul className="flex flex-col gap-2 text-base text-muted">
            {credentials.map((line) => (
              <li key={line} className="flex gap-3">
                <span aria-hidden="true" className="mt-2.5 h-0.5 w-4 shrink-0 bg-accent" />
                {line}
              </li>
            ))}
          </ul>
          <div>
            <Button variant="outline" onClick={notImplemented}>
              More about the Creator
            </Button>
          </div>
        </div>
      </div>
    </Section>
  );
}
