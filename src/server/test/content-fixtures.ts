import { randomUUID } from "node:crypto";
import { Readable } from "node:stream";
import type { Db } from "../db/client.js";
import { contentItems, podcasts, posts } from "../db/schema.js";
import type { Storage } from "../storage/storage.js";
import { postRow } from "../modules/posts/service.js";
import type { Category, MediaType } from "../../shared/constants.js";

/** Recognisable bytes: a test can search any response body for them. */
export function fileBytes(tag: string, size = 4096): Buffer {
  const unit = Buffer.from(`<<${tag}>>`);
  return Buffer.concat(Array.from({ length: Math.ceil(size / unit.length) }, () => unit)).subarray(0, size);
}

export async function insertPost(db: Db, values: { title?: string; content?: string; isMembersOnly?: boolean; createdAt?: Date } = {}) {
  const [row] = await db
    .insert(posts)
    .values({
      ...(await postRow({ title: values.title ?? "A post", content: values.content ?? "Some **content**.", isMembersOnly: values.isMembersOnly ?? false }, null)),
      ...(values.createdAt ? { createdAt: values.createdAt } : {}),
    })
    .returning();
  return row!;
}

export async function insertPodcast(db: Db, storage: Storage, values: { title?: string; isMembersOnly?: boolean; bytes?: Buffer } = {}) {
  const key = `seed/${randomUUID()}.mp3`;
  await storage.put(key, Readable.from([values.bytes ?? fileBytes("audio")]));
  const [row] = await db
    .insert(podcasts)
    .values({ title: values.title ?? "An episode", description: "About it", isMembersOnly: values.isMembersOnly ?? false, fileUrl: key, fileType: "audio/mpeg" })
    .returning();
  return row!;
}

export async function insertItem(
  db: Db,
  storage: Storage,
  values: { title?: string; category?: Category; mediaType?: MediaType; isMembersOnly?: boolean; contentText?: string; bytes?: Buffer } = {},
) {
  const mediaType = values.mediaType ?? "text";
  let filePath: string | null = null;
  if (mediaType !== "text") {
    filePath = `seed/${values.category ?? "after-action"}-${randomUUID()}.pdf`;
    await storage.put(filePath, Readable.from([values.bytes ?? fileBytes("file")]));
  }
  const [row] = await db
    .insert(contentItems)
    .values({
      title: values.title ?? "An item",
      description: "What it is",
      category: values.category ?? "after-action",
      mediaType,
      isMembersOnly: values.isMembersOnly ?? false,
      contentText: mediaType === "text" ? (values.contentText ?? "Item text") : null,
      filePath,
      fileType: mediaType === "text" ? null : "application/pdf",
    })
    .returning();
  return row!;
}
