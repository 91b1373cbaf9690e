import { useMemo } from "react";
import { useSearchParams } from "react-router";

import { PREVIEW_PARAM } from "../../shared/previews.js";

// A private preview link (issue 30) is a record's own reader page with
// `?preview=<token>` (and `&as=visitor` to read it as a visitor would). The
// page hands that query on to every read of the record and of its files, so
// a colleague with no account reads a draft; these are the one place that
// knows how.

/** The preview a reader page was opened with: its token, and whom it reads as. */
export interface Preview {
  token: string;
  /** Members-only records show locked, as they do to any visitor. */
  asVisitor: boolean;
}

/** The preview the page's address carries, or null (the same object while the address keeps it, for query keys and effects). */
export function usePreviewQuery(): Preview | null {
  const [params] = useSearchParams();
  const token = params.get(PREVIEW_PARAM);
  const asVisitor = params.get("as") === "visitor";
  return useMemo(() => (token ? { token, asVisitor } : null), [token, asVisitor]);
}

/** `url` with the preview's query added (the url as it is without one). Takes paths with or without a query of their own. */
export function withPreview(url: string, preview: Preview | null): string {
  if (!preview) return url;
  const query = new URLSearchParams({ [PREVIEW_PARAM]: preview.token });
  if (preview.asVisitor) query.set("as", "visitor");
  return `${url}${url.includes("?") ? "&" : "?"}${query.toString()}`;
}

/** What a query key adds for a preview: a preview's answer (a draft, or locked as a visitor's) is never another read's. */
export function previewKey(preview: Preview | null): string[] {
  return preview ? ["preview", preview.token, preview.asVisitor ? "visitor" : "member"] : [];
}

interface FileUrls {
  audioUrl?: string | undefined;
  fileUrl?: string | null | undefined;
  transcriptUrl?: string | null | undefined;
}

/**
 * A record's view with its file and transcript addresses carrying the
 * preview: the audio, PDF, video and transcript are read through the same
 * link as the record. Applied to the API's answer only, never to the copy a
 * server-rendered page came with, so the browser's first render matches the
 * server's.
 */
export function withPreviewUrls<T extends FileUrls>(view: T, preview: Preview | null): T {
  if (!preview) return view;
  const next = { ...view };
  if (view.audioUrl) next.audioUrl = withPreview(view.audioUrl, preview);
  if (view.fileUrl) next.fileUrl = withPreview(view.fileUrl, preview);
  if (view.transcriptUrl) next.transcriptUrl = withPreview(view.transcriptUrl, preview);
  return next;
}
