import { eq } from "drizzle-orm";

import { contentItemFieldsSchema, podcastFieldsSchema, postInputSchema } from "../../../shared/admin.js";
import type { RevisionKind } from "../../../shared/revisions.js";
import type { Viewer } from "../../access/viewer.js";
import type { Db } from "../../db/client.js";
import { contentItems, podcasts, posts } from "../../db/schema.js";
import { notFound } from "../../errors.js";
import type { Storage } from "../../storage/storage.js";
import { CONTENT_NOT_FOUND, updateContentItem } from "../content-items/service.js";
import { EPISODE_NOT_FOUND, updatePodcast } from "../podcasts/service.js";
import { POST_NOT_FOUND, updatePost } from "../posts/service.js";
import type { PublishingWork } from "../publishing/after-save.js";
import { restoreSeries } from "../series/service.js";
import { getRevision } from "./service.js";

interface RestoreDeps {
  db: Db;
  storage: Storage;
  publishing: PublishingWork;
  viewer: Viewer;
}

/**
 * Brings a revision's words back as a new save (so the restore is itself in
 * the history and can be undone). What a revision does not hold stays as it
 * is: the record's files, its publication (a restore never publishes or
 * unpublishes), its tags (docs/decisions/106), and an item's category and media type (its text comes back
 * only when it is a text item then and now). The shared schemas check the
 * result like any edit.
 */
export async function restoreRevision(
  { db, storage, publishing, viewer }: RestoreDeps,
  revisionId: string,
): Promise<{ kind: RevisionKind; id: string; revision: number }> {
  const { kind, contentId: id, snapshot } = await getRevision(db, revisionId);
  if (kind === "series") return { kind, id, revision: await restoreSeries(db, { id, snapshot, viewer, certify: publishing.assignmentCertify }) };
  const kept = { title: snapshot.title, isMembersOnly: snapshot.isMembersOnly };
  const publicationOf = (row: { status: "draft" | "scheduled" | "published"; publishAt: Date | null }) => ({
    status: row.status,
    publishAt: row.publishAt?.toISOString(),
  });
  if (kind === "post") {
    const [current] = await db.select().from(posts).where(eq(posts.id, id));
    if (!current) throw notFound(POST_NOT_FOUND);
    const input = postInputSchema.parse({ ...kept, content: snapshot.content ?? current.content, tags: current.tags, ...publicationOf(current) });
    const saved = await updatePost(db, { id, input, viewer, publishing });
    return { kind, id, revision: saved.revision ?? 0 };
  }
  if (kind === "episode") {
    const [current] = await db.select().from(podcasts).where(eq(podcasts.id, id));
    if (!current) throw notFound(EPISODE_NOT_FOUND);
    const fields = podcastFieldsSchema.parse({ ...kept, description: snapshot.description ?? "", tags: current.tags, ...publicationOf(current) });
    const saved = await updatePodcast(db, storage, { id, fields, file: null, transcript: null, viewer, publishing });
    return { kind, id, revision: saved.revision ?? 0 };
  }
  const [current] = await db.select().from(contentItems).where(eq(contentItems.id, id));
  if (!current) throw notFound(CONTENT_NOT_FOUND);
  const text = current.mediaType === "text" && snapshot.mediaType === "text" ? snapshot.contentText : current.contentText;
  const fields = contentItemFieldsSchema.parse({
    ...kept,
    description: snapshot.description ?? "",
    category: current.category,
    mediaType: current.mediaType,
    ...(current.mediaType === "text" ? { contentText: text ?? "" } : {}),
    tags: current.tags,
    ...publicationOf(current),
  });
  const saved = await updateContentItem(db, storage, { id, fields, file: null, transcript: null, documentText: null, viewer, publishing });
  return { kind, id, revision: saved.revision ?? 0 };
}
