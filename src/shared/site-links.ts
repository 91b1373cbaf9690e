// What the pages need of the site's settings without zod (docs/decisions/059:
// the entry chunk builds no schemas; the footer is in it): the API's paths,
// the social networks, and how a creator is shown. The contract's schemas are
// in site.ts (docs/decisions/096).

export const siteApiPaths = {
  /** The creator as everyone sees it (public, kept in memory until a save). */
  creator: "/api/site/creator",
  /** The admin's write of the whole set (PUT). */
  adminCreator: "/api/admin/site/creator",
} as const;

export const CREATOR_LIMITS = {
  name: 100,
  title: 150,
  bio: 5000,
  profileUrl: 300,
} as const;

/** The social networks a profile may be given for, in the order the footer and the creator's page show them. */
export const SOCIAL_NETWORKS = ["linkedin", "x", "youtube", "facebook", "instagram", "website"] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

/** The profiles that are set, by network. */
export type CreatorProfiles = Partial<Record<SocialNetwork, string>>;

/**
 * Each network's name as shown (the footer's button names kept from the
 * spec) and the hosts its addresses are on (a subdomain of one too:
 * www.linkedin.com, m.youtube.com); a website may be on any host.
 */
export const SOCIAL_NETWORK_INFO: Record<SocialNetwork, { label: string; hosts: readonly string[] | null }> = {
  linkedin: { label: "LinkedIn", hosts: ["linkedin.com"] },
  x: { label: "X (Twitter)", hosts: ["x.com", "twitter.com"] },
  youtube: { label: "YouTube", hosts: ["youtube.com", "youtu.be"] },
  facebook: { label: "Facebook", hosts: ["facebook.com", "fb.com"] },
  instagram: { label: "Instagram", hosts: ["instagram.com"] },
  website: { label: "Website", hosts: null },
};

/** The profiles that are set, in SOCIAL_NETWORKS' order, with their names. */
export function creatorLinks(profiles: CreatorProfiles): { network: SocialNetwork; label: string; url: string }[] {
  return SOCIAL_NETWORKS.flatMap((network) => {
    const url = profiles[network];
    return url ? [{ network, label: SOCIAL_NETWORK_INFO[network].label, url }] : [];
  });
}

/** A biography's paragraphs: split at blank lines, each one's line breaks kept as spaces. */
export function bioParagraphs(bio: string): string[] {
  return bio
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.replace(/\s*\n\s*/g, " ").trim())
    .filter(Boolean);
}

// The creator's photo is an uploaded image (shared/images.ts, docs/decisions/085), shown on the landing page,
// which loads no schema: its variants' addresses are made here as images.ts makes them (site.test.ts checks
// that the two agree).
const PHOTO_URL = /^\/api\/images\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\/([0-9a-f]{16})-([1-9]\d{0,4})x([1-9]\d{0,4})\.jpg$/;
const PHOTO_WIDTHS = [480, 960, 1600];

/** A photo's shown size and each format's `srcset`, from its address; null for any other address. */
export function photoSources(photoUrl: string): { width: number; height: number; srcSet: Record<"avif" | "webp" | "jpg", string> } | null {
  const match = PHOTO_URL.exec(photoUrl);
  if (!match) return null;
  const [, id, hash] = match;
  const width = Number(match[3]);
  const largest = Math.min(width, PHOTO_WIDTHS.at(-1)!);
  const widths = [...PHOTO_WIDTHS.filter((w) => w < largest), largest];
  const srcSet = (format: string) => widths.map((w) => `/api/images/${id}/${hash}-${w}.${format} ${w}w`).join(", ");
  return {
    width,
    height: Number(match[4]),
    srcSet: { avif: srcSet("avif"), webp: srcSet("webp"), jpg: srcSet("jpg") },
  };
}
