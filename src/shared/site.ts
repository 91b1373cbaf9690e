import { z } from "zod";

import { CREATOR_LIMITS, SOCIAL_NETWORK_INFO, SOCIAL_NETWORKS, type CreatorProfiles, type SocialNetwork } from "./site-links.js";
import { plainText } from "./text.js";

export {
  CREATOR_LIMITS,
  SOCIAL_NETWORK_INFO,
  SOCIAL_NETWORKS,
  bioParagraphs,
  creatorLinks,
  photoSources,
  siteApiPaths,
  type CreatorProfiles,
  type SocialNetwork,
} from "./site-links.js";

// The site's settings (issue 32, docs/decisions/096): the creator's name,
// title, biography, photo and social profiles, set by an admin and shown on
// the landing page, the creator's page and the footer. Every field may be
// empty: the landing page then shows its own words and drawing, and the
// footer shows no social link.

/** A host name with at least one dot and a top-level domain of letters: no IP address, no "localhost". */
const PLAUSIBLE_HOST = /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;

/** Why `value` is not an address for `network`, or null when it is one. */
export function profileUrlProblem(network: SocialNetwork, value: string): string | null {
  const { label, hosts } = SOCIAL_NETWORK_INFO[network];
  const onHosts = hosts ? ` on ${hosts.join(" or ")}` : "";
  const wrong = `${label} must be an https:// address${onHosts}.`;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return wrong;
  }
  if (url.protocol !== "https:" || url.username || url.password || !PLAUSIBLE_HOST.test(url.hostname)) return wrong;
  if (hosts && !hosts.some((host) => url.hostname === host || url.hostname.endsWith(`.${host}`))) return wrong;
  return null;
}

/** An optional text field: trimmed, at most `max` characters, and null when empty. */
function optionalText(label: string, max: number) {
  return z.preprocess(
    (value) => value ?? "",
    plainText(label)
      .trim()
      .max(max, `${label} must be at most ${max} characters.`)
      .transform((value) => value || null),
  );
}

/** A profile's address: empty (none) or an https address on one of the network's hosts. */
function profileUrl(network: SocialNetwork) {
  const { label } = SOCIAL_NETWORK_INFO[network];
  return z.preprocess(
    (value) => value ?? "",
    plainText(label)
      .trim()
      .max(CREATOR_LIMITS.profileUrl, `${label} address must be at most ${CREATOR_LIMITS.profileUrl} characters.`)
      .superRefine((value, ctx) => {
        const problem = value ? profileUrlProblem(network, value) : null;
        if (problem) ctx.addIssue({ code: "custom", message: problem });
      })
      .transform((value) => value || null),
  );
}

export const CREATOR_PHOTO_NOT_FOUND = "Photo not found. Upload it again.";

/** The admin's write: every field, each empty to clear it (PUT replaces the whole set). */
export const creatorWriteSchema = z.object({
  name: optionalText("Name", CREATOR_LIMITS.name),
  title: optionalText("Title", CREATOR_LIMITS.title),
  bio: optionalText("Biography", CREATOR_LIMITS.bio),
  /** An image uploaded through POST /api/images; null or "" for no photo. */
  photoImageId: z.preprocess((value) => (value === "" || value === undefined ? null : value), z.uuid({ error: CREATOR_PHOTO_NOT_FOUND }).nullable()),
  profiles: z
    .strictObject(
      Object.fromEntries(SOCIAL_NETWORKS.map((network) => [network, profileUrl(network).optional()])) as Record<
        SocialNetwork,
        z.ZodOptional<ReturnType<typeof profileUrl>>
      >,
      { error: (issue) => (issue.code === "unrecognized_keys" ? `Unknown profile: ${issue.keys.join(", ")}.` : "Profiles must be an object.") },
    )
    .default({}),
});
export type CreatorWriteInput = z.input<typeof creatorWriteSchema>;
export type CreatorWrite = z.output<typeof creatorWriteSchema>;

/** The profiles that are set, by network. */
export const creatorProfilesSchema: z.ZodType<CreatorProfiles> = z.partialRecord(z.enum(SOCIAL_NETWORKS), z.string());

/** The creator as everyone sees it: null for what is not set; only the profiles that are set. */
export const creatorSchema = z.object({
  name: z.string().nullable(),
  title: z.string().nullable(),
  bio: z.string().nullable(),
  /** The photo's address (/api/images/{id}/{hash}-{W}x{H}.jpg: parseImageUrl gives its size), or null. */
  photoUrl: z.string().nullable(),
  profiles: creatorProfilesSchema,
});
export type Creator = z.infer<typeof creatorSchema>;

/** Nothing set: what a new site answers. */
export const NO_CREATOR: Creator = { name: null, title: null, bio: null, photoUrl: null, profiles: {} };
