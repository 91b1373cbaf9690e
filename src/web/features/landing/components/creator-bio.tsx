import { Link } from "react-router";

import { paths } from "../../../../shared/paths.js";
import { bioParagraphs } from "../../../../shared/site-links.js";
import type { Creator } from "../../../../shared/site.js";
import { CreatorPicture } from "../../../components/content/creator-picture.js";
import { Section } from "../../../components/layout/section.js";
import { Button } from "../../../components/ui/button.js";
import { useCreator } from "../../../lib/creator.js";

/** What the section says while the admin has written no biography (the site's first words, kept). */
export const DEFAULT_BIO = [
  "The creator of Lead or Be Led is a veteran leader who came up through the ranks: first on the street, then in the supervisor's chair, then at the command table, responsible for hundreds of people and the decisions that shaped their careers.",
  "Along the way came the hard lessons most leaders learn alone: that trust is built in small moments, that standards are set by what you tolerate, and that the best leaders never stop training. This site exists so you do not have to learn them the hard way.",
] as const;

const DEFAULT_CREDENTIALS = [
  "25+ years in law enforcement, from patrol to command staff",
  "Led teams through critical incidents, reorganizations and rebuilds",
  "Advisor to corporate leadership teams and founders",
] as const;

/** The creator's name and title, when set (docs/decisions/096). */
function CreatorName({ creator, as: Heading = "p" }: { creator: Creator | undefined; as?: "p" | "h1" }) {
  if (!creator?.name && !creator?.title) return null;
  return (
    <div className="flex flex-col gap-1">
      {creator.name ? <Heading className="font-display text-2xl font-bold tracking-wide text-foreground uppercase sm:text-3xl">{creator.name}</Heading> : null}
      {creator.title ? <p className="text-base font-semibold tracking-wide text-accent">{creator.title}</p> : null}
    </div>
  );
}

/** The default words' credentials, as a list. */
export function Credentials() {
  return (
    <ul className="flex flex-col gap-2 text-base text-muted">
      {DEFAULT_CREDENTIALS.map((line) => (
        <li key={line} className="flex gap-3">
          <span aria-hidden="true" className="mt-2.5 h-0.5 w-4 shrink-0 bg-accent" />
          {line}
        </li>
      ))}
    </ul>
  );
}

/**
 * The landing page's creator section: the name, title, photo and the start of
 * the biography the admin set (the site's own words and drawing for what is
 * not set), and "More about the Creator" to the creator's page.
 */
export function CreatorBio() {
  const creator = useCreator();
  const bio = creator?.bio ? bioParagraphs(creator.bio) : null;
  return (
    <Section belowFold eyebrow="Who is behind it" title="The Creator" tone="raised">
      <div className="grid gap-10 md:grid-cols-[auto_1fr] md:items-start">
        <CreatorPicture photoUrl={creator?.photoUrl ?? null} size="section" />
        <div className="flex flex-col gap-5 text-lg leading-relaxed text-foreground/90">
          <CreatorName creator={creator} />
          {bio ? (
            // The start: the creator's page has the whole biography.
            bio.slice(0, 2).map((paragraph, i) => <p key={i}>{paragraph}</p>)
          ) : (
            <>
              {DEFAULT_BIO.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
              <Credentials />
            </>
          )}
          <div>
            <Button asChild variant="outline">
              <Link to={paths.creator}>More about the Creator</Link>
            </Button>
          </div>
        </div>
      </div>
    </Section>
  );
}
