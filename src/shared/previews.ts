import { z } from "zod";

// Private preview links (issue 30): a colleague reads a draft without an
// account. The link is the record's own reader page with `?preview=<token>`;
// the token is shown once, when the link is made, and kept only hashed.

export const PREVIEW_DAYS = 7;
export const PREVIEW_PARAM = "preview";
export const PREVIEW_KINDS = ["post", "episode", "item"] as const;
export type PreviewKind = (typeof PREVIEW_KINDS)[number];
export const PREVIEW_NOT_FOUND = "Preview link not found.";

/** What a preview reads as: a member (the default) or a visitor (a members-only record then shows locked). */
export const PREVIEW_AS = ["member", "visitor"] as const;

/** The query a record's reads and files take from a preview page. */
export const previewQuerySchema = z.object({
  preview: z.string().max(100).optional(),
  as: z.enum(PREVIEW_AS).optional(),
});
export type PreviewQuery = z.infer<typeof previewQuerySchema>;

export const previewTargetSchema = z.object({
  kind: z.enum(PREVIEW_KINDS, { error: "Kind must be post, episode or item." }),
  id: z.uuid({ error: "Content not found." }),
});
export type PreviewTarget = z.infer<typeof previewTargetSchema>;

/** A link as the admin's list shows it: never the token, which only the answer that made it holds. */
export const previewLinkSchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  expiresAt: z.string(),
  /** Who made it (null when that admin's account is gone). */
  createdBy: z.string().nullable(),
});
export type PreviewLink = z.infer<typeof previewLinkSchema>;

export const createdPreviewLinkSchema = previewLinkSchema.extend({
  /** The whole link to share, token included: shown once. */
  url: z.string(),
});
export type CreatedPreviewLink = z.infer<typeof createdPreviewLinkSchema>;

export const previewLinksSchema = z.object({ items: z.array(previewLinkSchema) });

export const previewApiPaths = {
  links: "/api/admin/previews",
  link: (id: string) => `/api/admin/previews/${encodeURIComponent(id)}`,
  /** The revoke route's pattern, for the server. */
  linkRoute: "/api/admin/previews/:id",
} as const;
