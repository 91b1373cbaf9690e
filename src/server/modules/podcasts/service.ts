import { eq } from "drizzle-orm";
import type { Episode, Page, PageQuery, Podcast } from "../../../shared/content.js";
import { assertCanReadFile, episodeView, podcastView } from "../../access/policy.js";
import type { Viewer } from "../../access/viewer.js";
import type { Db } from "../../db/client.js";
import { cursorColumn, paginate, toPage } from "../../db/pagination.js";
import { podcasts, progress } from "../../db/schema.js";
import { listProgress, progressJoin } from "../progress/service.js";
import { notFound } from "../../errors.js";
import { actorOf, recordActivity } from "../activity/service.js";
import type { StoredFileColumns, StoredFileRef } from "../../files/registry.js";
import type { Storage } from "../../storage/storage.js";

export const EPISODE_NOT_FOUND = "Episode not found.";

/** Episodes newest first, a page at a time, as the viewer may see them. */
export async function listPodcasts(db: Db, { viewer, page }: { viewer: Viewer; page: PageQuery }): Promise<Page<Podcast>> {
  const listened = progressJoin(viewer, "episode", podcasts.id);
  const select = db
    .select({
      id: podcasts.id,
      title: podcasts.title,
      description: podcasts.description,
      isMembersOnly: podcasts.isMembersOnly,
      fileType: podcasts.fileType,
      fileKey: podcasts.fileKey,
      fileName: podcasts.fileName,
      fileSize: podcasts.fileSize,
      createdAt: podcasts.createdAt,
      cursorAt: cursorColumn(podcasts),
      ...listened.columns,
    })
    .from(podcasts)
    .leftJoin(progress, listened.on)
    .$dynamic();
  const rows = await paginate(select, podcasts, page);
  return toPage(rows, page.limit, (row) => ({ ...podcastView(viewer, row), progress: listProgress(row) }));
}

/** One episode for its page, as the viewer may see it (a visitor and a members-only episode: title only). */
export async function getEpisode(db: Db, { id, viewer }: { id: string; viewer: Viewer }): Promise<Episode> {
  const row = await db.query.podcasts.findFirst({ where: eq(podcasts.id, id) });
  if (!row) throw notFound(EPISODE_NOT_FOUND);
  return episodeView(viewer, row);
}

/** The stored audio of an episode, when the viewer may hear it (401 for a visitor and a members-only episode). */
export async function podcastAudio(db: Db, { id, viewer }: { id: string; viewer: Viewer }): Promise<StoredFileRef> {
  const row = await db.query.podcasts.findFirst({
    where: eq(podcasts.id, id),
    columns: { title: true, fileKey: true, fileType: true, isMembersOnly: true },
  });
  if (!row) throw notFound(EPISODE_NOT_FOUND);
  return assertCanReadFile(viewer, { key: row.fileKey, contentType: row.fileType, title: row.title, isMembersOnly: row.isMembersOnly });
}

export interface PodcastFields {
  title: string;
  description: string | null;
  isMembersOnly: boolean;
}

/** Inserts the episode for an already stored file; removes the file if the insert fails. */
export async function createPodcast(
  db: Db,
  storage: Storage,
  { fields, file, authorId, viewer }: { fields: PodcastFields; file: StoredFileColumns; authorId: string; viewer: Viewer },
): Promise<Podcast> {
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(podcasts)
        .values({ ...fields, ...file, authorId })
        .returning();
      await recordActivity(tx, {
        actor: actorOf(viewer),
        action: "content.create",
        target: { kind: "episode", id: row!.id, title: row!.title },
        details: { fileName: file.fileName ?? null },
      });
      return podcastView(viewer, row!);
    });
  } catch (error) {
    await storage.delete(file.fileKey).catch(() => {});
    throw error;
  }
}

/** Deletes the row, then its file (a failure there is repaired by the start-up sweep). */
export async function deletePodcast(db: Db, storage: Storage, { id, viewer }: { id: string; viewer: Viewer }): Promise<void> {
  const key = await db.transaction(async (tx) => {
    const [row] = await tx.delete(podcasts).where(eq(podcasts.id, id)).returning({ key: podcasts.fileKey, title: podcasts.title });
    if (!row) throw notFound(EPISODE_NOT_FOUND);
    await recordActivity(tx, { actor: actorOf(viewer), action: "content.delete", target: { kind: "episode", id, title: row.title } });
    return row.key;
  });
  await storage.delete(key).catch(() => {});
}
