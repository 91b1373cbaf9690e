import type { Executor } from "../../db/raw-query.js";
import { certifyAfterPartLeaves, type CertifyAssignments } from "../assignments/assigned.js";
import { queueBodiesAfterSave, type BodiesJob } from "../bodies/rendered.js";
import { cancelScheduledSend, promoteScheduledSend, requestRecordSend, type SendJob } from "../newsletter/sends.js";
import { queueRelease, type Release, type ReleaseKind } from "./release.js";

/** The jobs a content write may queue (background.ts). */
export interface PublishingWork {
  release: Release;
  newsletter: SendJob;
  /** The certificates a series assignment may now owe (a part unpublished). */
  assignmentCertify: CertifyAssignments;
  /** Renders a published body ahead of its page (modules/bodies/rendered.ts). */
  bodies: BodiesJob;
}

interface SavedRow {
  id: string;
  title: string;
  status: string;
  publishAt: Date | null;
}

/**
 * What a saved post, episode or item queues in its write's transaction: its
 * release when scheduled, and its newsletter e-mail when the write asks for
 * one (`sendEmail`), now or at the release. Published without saying, a
 * send that waited for a release goes now; `sendEmail: false` takes a
 * waiting one back. A record that was published (`was`, its status before
 * the save; null for a new one) and is no longer is a part no member is
 * asked to finish: the series it is in may now be done for some
 * (docs/decisions/112). A published post's or item's body is rendered
 * ahead of its page's first render (docs/decisions/123).
 */
export async function queueAfterSave(
  work: PublishingWork,
  tx: Executor,
  kind: ReleaseKind,
  row: SavedRow,
  email: { sendEmail?: boolean | undefined; by: string | null },
  was: string | null = null,
) {
  await queueRelease(work.release, tx, kind, row);
  if (row.status === "published" && kind !== "episode") await queueBodiesAfterSave(work.bodies, tx);
  if (was === "published" && row.status !== "published") await certifyAfterPartLeaves(tx, work.assignmentCertify, { part: { kind, id: row.id } });
  if (email.sendEmail === true) await requestRecordSend(tx, work.newsletter, kind, row, email.by);
  else if (email.sendEmail === false) await cancelScheduledSend(tx, kind, row.id);
  else if (row.status === "published") await promoteScheduledSend(tx, work.newsletter, kind, row.id);
}
