import { randomUUID } from "node:crypto";
import { Readable } from "node:stream";

import type { Category, MediaType } from "../../shared/constants.js";
import type { Db } from "../db/client.js";
import { contentItems, podcasts, posts } from "../db/schema.js";
import { postRow } from "../modules/posts/service.js";
import type { Storage } from "../storage/storage.js";

/** Recognisable bytes: a test can search any response body for them. */
export function fileBytes(tag: string, size = 4096): Buffer {
  const unit = Buffer.from(`<<${tag}>>`);
  return Buffer.concat(Array.from({ length: Math.ceil(size / unit.length) }, () => unit)).subarray(0, size);
}

export async function insertPost(db: Db, values: { title?: string; content?: string; isMembersOnly?: boolean; createdAt?: Date } = {}) {
  const [row] = await db
    .insert(posts)
    .values({
      ...(await postRow(
        { title: values.title ?? "A post", content: values.content ?? "Some **content**.", isMembersOnly: values.isMembersOnly ?? false },
        null,
      )),
      ...(values.createdAt ? { createdAt: values.createdAt } : {}),
    })
    .returning();
  return row!;
}

export async function insertPodcast(db: Db, storage: Storage, values: { title?: string; description?: string; isMembersOnly?: boolean; bytes?: Buffer } = {}) {
  const key = `seed/${randomUUID()}.mp3`;
  const bytes = values.bytes ?? fileBytes("audio");
  await storage.put(key, Readable.from([bytes]));
  const file = { fileKey: key, fileType: "audio/mpeg", fileName: "episode.mp3", fileSize: bytes.length };
  const [row] = await db
    .insert(podcasts)
    .values({ title: values.title ?? "An episode", description: values.description ?? "About it", isMembersOnly: values.isMembersOnly ?? false, ...file })
    .returning();
  return row!;
}

export async function insertItem(
  db: Db,
  storage: Storage,
  values: {
    title?: string;
    description?: string;
    category?: Category;
    mediaType?: MediaType;
    isMembersOnly?: boolean;
    contentText?: string;
    bytes?: Buffer;
  } = {},
) {
  const mediaType = values.mediaType ?? "text";
  let file = { fileKey: null as string | null, fileType: null as string | null, fileName: null as string | null, fileSize: null as number | null };
  if (mediaType !== "text") {
    const bytes = values.bytes ?? fileBytes("file");
    file = {
      fileKey: `seed/${values.category ?? "after-action"}-${randomUUID()}.pdf`,
      fileType: "application/pdf",
      fileName: "case-study.pdf",
      fileSize: bytes.length,
    };
    await storage.put(file.fileKey!, Readable.from([bytes]));
  }
  const [row] = await db
    .insert(contentItems)
    .values({
      title: values.title ?? "An item",
      description: values.description ?? "What it is",
      category: values.category ?? "after-action",
      mediaType,
      isMembersOnly: values.isMembersOnly ?? false,
      contentText: mediaType === "text" ? (values.contentText ?? "Item text") : null,
      ...file,
    })
    .returning();
  return row!;
}
