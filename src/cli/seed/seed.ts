// Fills an empty installation with the sample content of ./content.ts and the
// media of sample-content/media. Used by `npm run demo`; never touches a
// database that already has posts, podcasts or content items.

import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import type { Db } from "../../server/db/client.js";
import { contentItems, podcasts, posts } from "../../server/db/schema.js";
import { projectPath } from "../../server/project-root.js";
import { MIME_BY_EXTENSION } from "../../shared/media.js";
import { postRow } from "../../server/modules/posts/service.js";
import { assertValidKey, type Storage } from "../../server/storage/storage.js";
import { SEED_ITEMS, SEED_PODCASTS, SEED_POSTS, type SeedFileItem } from "./content.js";

/** Where the committed sample media lives (from src/ and from dist/ alike). */
export const SAMPLE_MEDIA_DIR = projectPath("sample-content", "media");

/** MIME type by extension, for the few kinds of file the product accepts. */
export const SEED_MIME_TYPES: Readonly<Record<string, string>> = MIME_BY_EXTENSION;

const PODCAST_TYPES = new Set(["audio/mpeg", "audio/wav", "audio/mp4"]);
const ITEM_TYPES: Record<SeedFileItem["mediaType"], Set<string>> = {
  pdf: new Set(["application/pdf"]),
  video: new Set(["video/mp4", "video/webm"]),
  audio: new Set(["audio/mpeg", "audio/wav", "audio/mp4"]),
};

export interface SeedDeps {
  db: Db;
  storage: Storage;
  /**
   * An existing user's id (author_id references users), or null. Recorded as
   * author_id and used as the first segment of storage keys ("seed" when null).
   */
  authorId: string | null;
  log?: (msg: string) => void;
}

export interface SeedCounts {
  posts: number;
  podcasts: number;
  items: number;
}

export interface SeedResult {
  seeded: boolean;
  counts: SeedCounts;
}

interface PlannedFile {
  source: string;
  key: string;
  contentType: string;
  size: number;
}

type Querier = Pick<Db, "select">;

/** Thrown inside the transaction when another seeder got there first. */
class AlreadySeeded extends Error {}

async function hasContent(db: Querier): Promise<boolean> {
  const [post] = await db.select({ id: posts.id }).from(posts).limit(1);
  if (post) return true;
  const [podcast] = await db.select({ id: podcasts.id }).from(podcasts).limit(1);
  if (podcast) return true;
  const [item] = await db.select({ id: contentItems.id }).from(contentItems).limit(1);
  return item !== undefined;
}

/** Finds a sample file and builds its storage key; throws before anything is stored. */
function planFile(file: string, userId: string, allowed: Set<string>, category?: string): PlannedFile {
  const source = path.join(SAMPLE_MEDIA_DIR, file);
  const ext = path.extname(file).slice(1).toLowerCase();
  const contentType = SEED_MIME_TYPES[ext];
  if (!contentType || !allowed.has(contentType)) {
    throw new Error(`seed: ${file} is not an accepted file type here (${[...allowed].join(", ")})`);
  }
  let size: number;
  try {
    size = fs.statSync(source).size;
  } catch {
    throw new Error(`seed: sample file ${source} is missing; run sample-content/make-media.sh`);
  }
  // Spec paths ({userId}/{timestamp}.{ext}, {userId}/{category}-{timestamp}.{ext})
  // plus a random suffix against collisions.
  const stamp = `${Date.now()}-${randomBytes(6).toString("hex")}`;
  const key = category ? `${userId}/${category}-${stamp}.${ext}` : `${userId}/${stamp}.${ext}`;
  assertValidKey(key);
  return { source, key, contentType, size };
}

/**
 * Seeds sample posts, podcasts and content items when all three tables are
 * empty. Files are stored first, then every row is inserted in one
 * transaction; if anything fails, the files stored by this run are deleted
 * again and the error is rethrown, so a failure leaves neither rows nor files.
 */
export async function seedIfEmpty(deps: SeedDeps): Promise<SeedResult> {
  const { db, storage, authorId } = deps;
  const log = deps.log ?? (() => {});
  const none: SeedCounts = { posts: 0, podcasts: 0, items: 0 };

  if (await hasContent(db)) {
    log("seed: content already present, nothing seeded");
    return { seeded: false, counts: none };
  }

  const userId = authorId ?? "seed";
  const now = Date.now();
  const at = (ageHours: number) => new Date(now - Math.round(ageHours * 3_600_000));

  // Plan everything (files found, keys valid) before writing anything.
  const podcastPlan = SEED_PODCASTS.map((p) => ({ seed: p, file: planFile(p.file, userId, PODCAST_TYPES) }));
  const itemPlan = SEED_ITEMS.map((item) => ({
    seed: item,
    file: item.mediaType === "text" ? null : planFile(item.file, userId, ITEM_TYPES[item.mediaType], item.category),
  }));
  const files = [...podcastPlan.map((p) => p.file), ...itemPlan.flatMap((i) => (i.file ? [i.file] : []))];

  const stored: string[] = [];
  try {
    for (const file of files) {
      // Recorded before the write: deleting a key that was never written is harmless.
      stored.push(file.key);
      const result = await storage.put(file.key, fs.createReadStream(file.source), { contentType: file.contentType });
      if (result.size !== file.size) {
        throw new Error(`seed: stored ${result.size} bytes for ${file.source}, expected ${file.size}`);
      }
    }
    log(`seed: stored ${files.length} media files`);

    const counts = await db.transaction(async (tx) => {
      // Two seeders racing (several instances on one PostgreSQL): the second
      // waits here, then finds content and backs out.
      await tx.execute(sql`lock table ${posts}, ${podcasts}, ${contentItems} in share row exclusive mode`);
      if (await hasContent(tx)) throw new AlreadySeeded();

      const postValues = await Promise.all(
        SEED_POSTS.map((p) => postRow({ title: p.title, content: p.content, isMembersOnly: p.isMembersOnly }, authorId)),
      );
      const postRows = await tx
        .insert(posts)
        .values(
          SEED_POSTS.map((p, i) => ({
            ...postValues[i]!,
            createdAt: at(p.ageHours),
            updatedAt: at(p.ageHours),
          })),
        )
        .returning({ id: posts.id });

      const podcastRows = await tx
        .insert(podcasts)
        .values(
          podcastPlan.map(({ seed, file }) => ({
            title: seed.title,
            description: seed.description,
            isMembersOnly: seed.isMembersOnly,
            fileUrl: file.key,
            fileType: file.contentType,
            authorId,
            createdAt: at(seed.ageHours),
          })),
        )
        .returning({ id: podcasts.id });

      const itemRows = await tx
        .insert(contentItems)
        .values(
          itemPlan.map(({ seed, file }) => ({
            title: seed.title,
            description: seed.description,
            category: seed.category,
            mediaType: seed.mediaType,
            isMembersOnly: seed.isMembersOnly,
            authorId,
            contentText: seed.mediaType === "text" ? seed.contentText : null,
            filePath: file ? file.key : null,
            fileType: file ? file.contentType : null,
            createdAt: at(seed.ageHours),
            updatedAt: at(seed.ageHours),
          })),
        )
        .returning({ id: contentItems.id });

      return { posts: postRows.length, podcasts: podcastRows.length, items: itemRows.length };
    });

    log(`seed: inserted ${counts.posts} posts, ${counts.podcasts} podcasts, ${counts.items} content items`);
    return { seeded: true, counts };
  } catch (error) {
    const results = await Promise.allSettled(stored.map((key) => storage.delete(key)));
    const leftover = results.filter((r) => r.status === "rejected").length;
    if (leftover > 0) log(`seed: could not delete ${leftover} of ${stored.length} stored files while undoing`);
    if (error instanceof AlreadySeeded) {
      log("seed: content appeared while seeding, nothing seeded");
      return { seeded: false, counts: none };
    }
    throw error;
  }
}
