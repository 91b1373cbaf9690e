import { NavLink } from "react-router";

import { BRAND } from "../../../shared/constants.js";
import { paths } from "../../../shared/paths.js";
import { creatorLinks, type CreatorProfiles } from "../../../shared/site-links.js";
import { useClientValue } from "../../lib/use-client-value.js";
import { SOCIAL_ICONS } from "../icons/social-icons.js";
import { buttonVariants } from "../ui/button.js";
import { Brand } from "./brand.js";

const footerLinks = [
  { to: paths.home, label: "Home" },
  { to: paths.about, label: "About" },
  { to: paths.contact, label: "Contact" },
  { to: paths.privacyTerms, label: "Privacy / Terms" },
] as const;

/** The public library's areas (issue 32), beside the spec's links. */
const libraryLinks = [
  { to: paths.fieldManual, label: "Field Manual" },
  { to: paths.briefing, label: "The Briefing" },
  { to: paths.afterAction, label: "After-Action" },
] as const;

const linkClass =
  "rounded-sm text-sm font-medium text-foreground hover:text-accent hover:underline aria-[current=page]:text-accent aria-[current=page]:underline aria-[current=page]:decoration-2 aria-[current=page]:underline-offset-4";

/** The spec's social buttons' look, as links. */
const socialLinkClass = `${buttonVariants({ variant: "ghost", size: "icon" })} border border-border`;

/**
 * The site's footer. The social buttons are links to the creator's profiles
 * that are set (docs/decisions/096, replacing the spec's buttons that only
 * logged a click), in the spec's look; none is shown when none is set, or
 * while they are not known yet.
 */
export function Footer({ profiles }: { profiles?: CreatorProfiles | undefined }) {
  const social = profiles ? creatorLinks(profiles) : [];
  // The browser's year: the pages built ahead of time leave it to the browser.
  const year = useClientValue(() => new Date().getFullYear());
  return (
    <footer className="border-t border-border bg-surface">
      <div className="mx-auto flex max-w-6xl flex-col gap-8 px-4 py-10 sm:px-6 md:flex-row md:items-start md:justify-between">
        <div className="flex flex-col gap-3">
          <Brand className="self-start" />
          <p className="max-w-xs text-sm text-muted">Practical leadership for people who carry the weight.</p>
        </div>
        <div className="flex flex-col gap-4">
          <nav aria-label="Footer">
            <LinkList links={footerLinks} />
          </nav>
          <nav aria-labelledby="footer-library" className="flex flex-wrap items-baseline gap-x-6 gap-y-3">
            <p id="footer-library" className="font-display text-xs font-bold tracking-widest text-muted uppercase">
              Library
            </p>
            <LinkList links={libraryLinks} />
          </nav>
        </div>
        {social.length > 0 ? (
          <ul aria-label="Follow" className="flex flex-wrap gap-2">
            {social.map(({ network, label, url }) => {
              const Icon = SOCIAL_ICONS[network];
              return (
                <li key={network}>
                  <a href={url} aria-label={label} title={label} rel="me noopener" className={socialLinkClass}>
                    <Icon aria-hidden="true" className="size-5!" />
                  </a>
                </li>
              );
            })}
          </ul>
        ) : null}
      </div>
      <div className="border-t border-border">
        <p className="mx-auto max-w-6xl px-4 py-4 text-xs text-muted sm:px-6">
          {/* data-year: a reading page's islands write the year without React (docs/decisions/116). */}© <span data-year="">{year}</span> {BRAND}. All rights
          reserved.
        </p>
      </div>
    </footer>
  );
}

function LinkList({ links }: { links: readonly { to: string; label: string }[] }) {
  return (
    <ul className="flex flex-wrap gap-x-6 gap-y-3">
      {links.map(({ to, label }) => (
        <li key={to}>
          <NavLink to={to} end className={linkClass}>
            {label}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}
