import { BRAND } from "../../../shared/constants.js";

// The share cards (public/og/<card>.png, 1200 × 630): the picture a shared
// link's preview shows when its page has none of its own, one per area and
// the site's (docs/decisions/027, 100).

export type ShareCard = "field-manual" | "the-briefing" | "after-action" | "site";

/** What each card shows, for og:image:alt. */
export const SHARE_CARD_ALT: Record<ShareCard, string> = {
  "field-manual": `${BRAND}: Field Manual. Articles on growth, resilience and culture.`,
  "the-briefing": `${BRAND}: The Briefing. The podcast for leaders under pressure.`,
  "after-action": `${BRAND}: After-Action. Case studies and lessons learned.`,
  site: `${BRAND}: leadership training for command staff, line leaders and professionals.`,
};

export const shareCardPath = (card: ShareCard) => `/og/${card}.png`;
