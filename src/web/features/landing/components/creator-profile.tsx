import { BRAND, DESCRIPTION_LENGTH } from "../../../../shared/constants.js";
import { shortenAtWord } from "../../../../shared/shorten.js";
import { bioParagraphs, creatorLinks } from "../../../../shared/site-links.js";
import type { Creator } from "../../../../shared/site.js";
import { CreatorPicture } from "../../../components/content/creator-picture.js";
import { SOCIAL_ICONS } from "../../../components/icons/social-icons.js";
import { PageContainer, PageHeader } from "../../../components/layout/page.js";
import { usePageMeta } from "../../../lib/use-page-meta.js";
import { Credentials, DEFAULT_BIO } from "./creator-bio.js";

/** The creator's page's description: as the server writes it in the page's head (modules/pages creatorPageMeta). */
function describe(creator: Creator | undefined): string {
  const about = creator?.bio ?? (creator?.title ? `${creator.name ?? "The creator"}, ${creator.title}.` : `The leader behind ${BRAND}.`);
  return shortenAtWord(about.replace(/\s+/g, " ").trim(), DESCRIPTION_LENGTH);
}

/**
 * The creator's page (/creator, docs/decisions/096): name, title, photo, the
 * whole biography and the social profiles that are set, as links with their
 * names. What is not set is the site's own words and drawing, as on the
 * landing page. `creator` is undefined until known (a page the browser renders).
 */
export function CreatorProfile({ creator }: { creator: Creator | undefined }) {
  usePageMeta(creator?.name ?? "The Creator", describe(creator));
  const bio = creator?.bio ? bioParagraphs(creator.bio) : null;
  const links = creator ? creatorLinks(creator.profiles) : [];
  return (
    <PageContainer width="4xl">
      <PageHeader eyebrow={creator?.name ? "The Creator" : "Who is behind it"} title={creator?.name ?? "The Creator"} tagline={creator?.title ?? undefined} />
      <div className="grid gap-10 md:grid-cols-[auto_1fr] md:items-start">
        <CreatorPicture photoUrl={creator?.photoUrl ?? null} size="page" />
        <div className="flex flex-col gap-5 text-lg leading-relaxed text-foreground/90">
          {bio ? (
            bio.map((paragraph, i) => <p key={i}>{paragraph}</p>)
          ) : (
            <>
              {DEFAULT_BIO.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
              <Credentials />
            </>
          )}
          {links.length > 0 ? (
            <section aria-labelledby="creator-follow" className="mt-4 flex flex-col gap-3">
              <h2 id="creator-follow" className="text-2xl text-foreground">
                Follow
              </h2>
              <ul className="flex flex-wrap gap-3">
                {links.map(({ network, label, url }) => {
                  const Icon = SOCIAL_ICONS[network];
                  return (
                    <li key={network}>
                      <a
                        href={url}
                        rel="me noopener"
                        className="inline-flex h-11 items-center gap-2 rounded-sm border border-border px-4 text-base font-semibold text-foreground hover:border-accent hover:text-accent"
                      >
                        <Icon aria-hidden="true" className="size-5" />
                        {label}
                      </a>
                    </li>
                  );
                })}
              </ul>
            </section>
          ) : null}
        </div>
      </div>
    </PageContainer>
  );
}
