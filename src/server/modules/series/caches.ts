import type { ReadCache } from "../../cache/read-cache.js";
import type { Db } from "../../db/client.js";
import { MemberProgress, type KeptProgress } from "../progress/list-progress.js";
import type { KeptSeries, SeriesCaches } from "./service.js";

/** The series reads' caches out of the app's caches module (cache/caches.ts): the kept series, each record's series, and members' progress. */
export function seriesCachesOf(
  db: Db,
  caches: {
    seriesRows: ReadCache<KeptSeries>;
    seriesOfRecord: ReadCache<{ seriesId: string | null }>;
    postProgress: ReadCache<KeptProgress>;
    episodeProgress: ReadCache<KeptProgress>;
    itemProgress: ReadCache<KeptProgress>;
  },
): SeriesCaches {
  return {
    rows: caches.seriesRows,
    ofRecord: caches.seriesOfRecord,
    progress: {
      post: new MemberProgress(db, "post", caches.postProgress),
      episode: new MemberProgress(db, "episode", caches.episodeProgress),
      item: new MemberProgress(db, "item", caches.itemProgress),
    },
  };
}
