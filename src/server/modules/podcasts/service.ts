import { eq } from "drizzle-orm";
import { apiPaths, type Page, type PageQuery, type Podcast } from "../../../shared/content.js";
import type { Db } from "../../db/client.js";
import { cursorColumn, isUuid, paginate, toPage } from "../../db/pagination.js";
import { podcasts } from "../../db/schema.js";
import { notFound } from "../../errors.js";
import type { StoredFileRef } from "../../http/media.js";
import type { Storage } from "../../storage/storage.js";
import type { StoredUpload } from "../../uploads/multipart.js";

/** Signed-in members' list of episodes, newest first. */
export async function listPodcasts(db: Db, query: PageQuery): Promise<Page<Podcast>> {
  const select = db
    .select({
      id: podcasts.id,
      title: podcasts.title,
      description: podcasts.description,
      isMembersOnly: podcasts.isMembersOnly,
      fileType: podcasts.fileType,
      createdAt: podcasts.createdAt,
      cursorAt: cursorColumn(podcasts),
    })
    .from(podcasts)
    .$dynamic();
  const rows = await paginate(select, podcasts, query);
  return toPage(rows, query.limit, ({ cursorAt: _c, createdAt, ...row }) => ({
    ...row,
    createdAt: createdAt.toISOString(),
    audioUrl: apiPaths.podcastAudio(row.id),
  }));
}

/** The stored audio of an episode and whether it needs a session. */
export async function podcastAudio(db: Db, id: string): Promise<StoredFileRef> {
  if (!isUuid(id)) throw notFound("Episode not found.");
  const row = await db.query.podcasts.findFirst({
    where: eq(podcasts.id, id),
    columns: { title: true, fileUrl: true, fileType: true, isMembersOnly: true },
  });
  if (!row) throw notFound("Episode not found.");
  return { key: row.fileUrl, contentType: row.fileType, title: row.title, isMembersOnly: row.isMembersOnly };
}

export interface PodcastFields {
  title: string;
  description: string | null;
  isMembersOnly: boolean;
}

/** Inserts the episode for an already stored file; removes the file if the insert fails. */
export async function createPodcast(db: Db, storage: Storage, fields: PodcastFields, file: StoredUpload, authorId: string): Promise<Podcast> {
  try {
    const [row] = await db
      .insert(podcasts)
      .values({ ...fields, fileUrl: file.key, fileType: file.mime, authorId })
      .returning();
    const { fileUrl: _key, authorId: _author, createdAt, ...rest } = row!;
    return { ...rest, createdAt: createdAt.toISOString(), audioUrl: apiPaths.podcastAudio(row!.id) };
  } catch (error) {
    await storage.delete(file.key).catch(() => {});
    throw error;
  }
}

/** Deletes the row, then its file (a failure there is repaired by the start-up sweep). */
export async function deletePodcast(db: Db, storage: Storage, id: string): Promise<void> {
  if (!isUuid(id)) throw notFound("Episode not found.");
  const [row] = await db.delete(podcasts).where(eq(podcasts.id, id)).returning({ key: podcasts.fileUrl });
  if (!row) throw notFound("Episode not found.");
  await storage.delete(row.key).catch(() => {});
}
