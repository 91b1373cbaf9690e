// Fills an empty installation with the sample content of ./content.ts and the
// media of sample-content/media. Used by `npm run demo`; never touches a
// database that already has posts, podcasts or content items.

import fs from "node:fs";
import path from "node:path";
import { Readable } from "node:stream";
import { eq, sql } from "drizzle-orm";

import type { Db } from "../../server/db/client.js";
import { authors, contentItems, podcasts, posts, siteSettings } from "../../server/db/schema.js";
import { newFileKey } from "../../server/files/keys.js";
import { measureWhileStoring, unknownAsZero } from "../../server/files/media-facts.js";
import type { StoredFileColumns } from "../../server/files/registry.js";
import { queueBodiesNow } from "../../server/modules/bodies/rendered.js";
import { postRow } from "../../server/modules/posts/service.js";
import { SITE_SETTINGS_ID } from "../../server/modules/site/service.js";
import { projectPath } from "../../server/project-root.js";
import type { Storage } from "../../server/storage/storage.js";
import { collectPdf, documentTextOf } from "../../server/uploads/pdf-text.js";
import type { StoredTranscript } from "../../server/uploads/transcript.js";
import { ACCEPT } from "../../shared/admin.js";
import { MIME_BY_EXTENSION, type FileExtension } from "../../shared/media.js";
import { parseTranscript, toVtt, transcriptText } from "../../shared/transcript.js";
import { SEED_CREATOR, SEED_GUEST_AUTHOR, SEED_ITEMS, SEED_PODCASTS, SEED_POSTS } from "./content.js";

/** Where the committed sample media lives (from src/ and from dist/ alike). */
export const SAMPLE_MEDIA_DIR = projectPath("sample-content", "media");

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

interface PlannedFile extends StoredFileColumns {
  source: string;
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

/** Finds a sample file and builds its storage key as uploads do; throws before anything is stored. */
function planFile(file: string, userId: string, allowed: readonly FileExtension[], category?: string): PlannedFile {
  const source = path.join(SAMPLE_MEDIA_DIR, file);
  const ext = path.extname(file).slice(1).toLowerCase() as FileExtension;
  if (!allowed.includes(ext)) {
    throw new Error(`seed: ${file} is not an accepted file type here (${allowed.join(", ")})`);
  }
  let size: number;
  try {
    size = fs.statSync(source).size;
  } catch {
    throw new Error(`seed: sample file ${source} is missing; run sample-content/make-media.sh`);
  }
  return {
    source,
    fileKey: newFileKey(userId, ext, category),
    fileType: MIME_BY_EXTENSION[ext],
    fileName: path.basename(file),
    fileSize: size,
    durationSeconds: null,
  };
}

const storedColumns = ({ source: _source, ...columns }: PlannedFile): StoredFileColumns => columns;

interface PlannedTranscript extends StoredTranscript {
  vtt: Buffer;
}

/** A sample transcript read with the upload's own checks (a bad one stops the seed before anything is stored). */
function planTranscript(file: string | undefined, userId: string): PlannedTranscript | null {
  if (!file) return null;
  const { cues } = parseTranscript(fs.readFileSync(path.join(SAMPLE_MEDIA_DIR, file), "utf8"));
  const vtt = Buffer.from(toVtt(cues), "utf8");
  return {
    vtt,
    transcriptFileKey: newFileKey(userId, "vtt", "transcript"),
    transcriptFileName: file,
    transcriptFileSize: vtt.length,
    transcriptText: transcriptText(cues),
  };
}

const transcriptColumns = (planned: PlannedTranscript | null): Partial<StoredTranscript> => {
  if (!planned) return {};
  const { vtt: _vtt, ...columns } = planned;
  return columns;
};

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
  const podcastPlan = SEED_PODCASTS.map((p) => ({ seed: p, file: planFile(p.file, userId, ACCEPT.audio), transcript: planTranscript(p.transcript, userId) }));
  const itemPlan = SEED_ITEMS.map((item) => ({
    seed: item,
    file: item.mediaType === "text" ? null : planFile(item.file, userId, ACCEPT[item.mediaType], item.category),
    transcript: item.mediaType === "text" ? null : planTranscript(item.transcript, userId),
  }));
  const transcripts = [...podcastPlan, ...itemPlan].flatMap((p) => (p.transcript ? [p.transcript] : []));
  const files = [...podcastPlan.map((p) => p.file), ...itemPlan.flatMap((i) => (i.file ? [i.file] : []))];

  const stored: string[] = [];
  /** The words of each sample PDF, by storage key, read as uploads read them (docs/decisions/053). */
  const documentTexts = new Map<string, string>();
  try {
    for (const file of files) {
      // Recorded before the write: deleting a key that was never written is harmless.
      stored.push(file.fileKey);
      // Measured (media) or read for its words (PDF) as uploads are: while the file streams to storage.
      const source = fs.createReadStream(file.source);
      const pdf = file.fileType === "application/pdf" ? collectPdf(source) : null;
      const media = pdf ? null : measureWhileStoring(source, file.fileType);
      const result = await storage.put(file.fileKey, pdf ?? media?.stream ?? source, { contentType: file.fileType });
      file.durationSeconds = media ? unknownAsZero(await media.facts) : null;
      if (pdf) documentTexts.set(file.fileKey, documentTextOf(await pdf.text()));
      if (result.size !== file.fileSize) {
        throw new Error(`seed: stored ${result.size} bytes for ${file.source}, expected ${file.fileSize}`);
      }
    }
    for (const transcript of transcripts) {
      stored.push(transcript.transcriptFileKey);
      await storage.put(transcript.transcriptFileKey, Readable.from([transcript.vtt]), { contentType: "text/vtt" });
    }
    log(`seed: stored ${files.length} media files and ${transcripts.length} transcripts`);

    const counts = await db.transaction(async (tx) => {
      // Two seeders racing (several instances on one PostgreSQL): the second
      // waits here, then finds content and backs out.
      await tx.execute(sql`lock table ${posts}, ${podcasts}, ${contentItems} in share row exclusive mode`);
      if (await hasContent(tx)) throw new AlreadySeeded();

      // The guest one post is bylined to (docs/decisions/113); kept if an earlier installation left her.
      await tx.insert(authors).values(SEED_GUEST_AUTHOR).onConflictDoNothing({ target: authors.slug });
      const [guest] = await tx.select({ id: authors.id }).from(authors).where(eq(authors.slug, SEED_GUEST_AUTHOR.slug));

      const postValues = await Promise.all(
        SEED_POSTS.map((p) => postRow({ title: p.title, content: p.content, isMembersOnly: p.isMembersOnly, tags: p.tags }, authorId)),
      );
      const postRows = await tx
        .insert(posts)
        .values(
          SEED_POSTS.map((p, i) => ({
            ...postValues[i]!,
            bylineAuthorId: p.byGuest ? guest!.id : null,
            createdAt: at(p.ageHours),
            updatedAt: at(p.ageHours),
          })),
        )
        .returning({ id: posts.id });

      const podcastRows = await tx
        .insert(podcasts)
        .values(
          podcastPlan.map(({ seed, file, transcript }) => ({
            title: seed.title,
            description: seed.description,
            isMembersOnly: seed.isMembersOnly,
            tags: seed.tags,
            ...storedColumns(file),
            ...transcriptColumns(transcript),
            authorId,
            createdAt: at(seed.ageHours),
          })),
        )
        .returning({ id: podcasts.id });

      const itemRows = await tx
        .insert(contentItems)
        .values(
          itemPlan.map(({ seed, file, transcript }) => ({
            title: seed.title,
            description: seed.description,
            category: seed.category,
            mediaType: seed.mediaType,
            isMembersOnly: seed.isMembersOnly,
            tags: seed.tags,
            authorId,
            contentText: seed.mediaType === "text" ? seed.contentText : null,
            ...(file ? storedColumns(file) : { fileKey: null, fileType: null, fileName: null, fileSize: null }),
            ...transcriptColumns(transcript),
            documentText: file ? (documentTexts.get(file.fileKey) ?? null) : null,
            createdAt: at(seed.ageHours),
            updatedAt: at(seed.ageHours),
          })),
        )
        .returning({ id: contentItems.id });

      // The creator the landing page, the creator's page and the footer show (docs/decisions/096), unless an admin set one.
      await tx
        .insert(siteSettings)
        .values({ id: SITE_SETTINGS_ID, ...SEED_CREATOR })
        .onConflictDoNothing();

      // Their bodies rendered ahead of their pages (docs/decisions/123), by the server's jobs at its next start.
      await queueBodiesNow(tx, "seeded");

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
