import { and, inArray } from "drizzle-orm";

import type { Db } from "../db/client.js";
import { CONTENT_TABLES, type ContentKind } from "../db/content-tables.js";
import { seenRows } from "./policy.js";
import type { Viewer } from "./viewer.js";

/** What names a record: its kind and id. */
export interface ContentRef {
  contentKind: ContentKind;
  contentId: string;
}

export const titleKey = (ref: ContentRef) => `${ref.contentKind}:${ref.contentId}`;

/**
 * The titles of the records named that the viewer may see (the policy's
 * `seenRows`: a record made a draft since is missing), by `titleKey`, one
 * query per kind named.
 */
export async function seenTitles(db: Db, viewer: Viewer, refs: Iterable<ContentRef>): Promise<Map<string, string>> {
  const wanted = new Map<ContentKind, Set<string>>();
  for (const ref of refs)
    if (ref.contentKind in CONTENT_TABLES) (wanted.get(ref.contentKind) ?? wanted.set(ref.contentKind, new Set()).get(ref.contentKind)!).add(ref.contentId);
  const titles = new Map<string, string>();
  for (const [contentKind, ids] of wanted) {
    const table = CONTENT_TABLES[contentKind];
    for (const row of await db
      .select({ id: table.id, title: table.title })
      .from(table)
      .where(and(inArray(table.id, [...ids]), seenRows(viewer, table.status))))
      titles.set(titleKey({ contentKind, contentId: row.id }), row.title);
  }
  return titles;
}
