import type { FastifyBaseLogger } from "fastify";
import { z } from "zod";

import type { Db } from "../db/client.js";
import type { GatheringJobHandle } from "../jobs/jobs.js";
import type { Mailer } from "../mail/mailer.js";
import { countMailTo, mailAddressKey } from "../mail/recipient-limit.js";
import { mergedSecurityNoticeMail, SECURITY_EVENTS, securityNoticeMail, type SecurityEvent } from "./mails.js";

// Security notices (password changed, two-factor sign-in on or off, a
// passkey added or removed, new backup codes, an e-mail change asked for)
// count toward the per-address mail limit like every account mail
// (mail/recipient-limit.ts), but one over it is never dropped: it is held in
// a job keyed by the address and the end of its burst window, due at that
// end, and every notice held for that address in that window joins the same
// job's payload. When the window ends the job sends them as one message
// (docs/decisions/089). The job's row is the only record of a held notice:
// it survives a restart, and each notice is in exactly one job.

export const heldNoticesSchema = z.object({
  to: z.string(),
  notices: z.array(z.object({ event: z.enum(SECURITY_EVENTS), at: z.iso.datetime(), device: z.string() })).min(1),
});
export type HeldNotices = z.infer<typeof heldNoticesSchema>;
/** The job that sends an address's held notices (background.ts). */
export type HeldNoticesJob = GatheringJobHandle<HeldNotices>;

/** Notices held for one address in one window join one job. */
export const mergeHeldNotices = (waiting: HeldNotices, added: HeldNotices): HeldNotices => ({
  to: waiting.to,
  notices: [...waiting.notices, ...added.notices],
});

export interface SecurityNotices {
  /** Tells `email` what happened to its account: at once within the per-address limit, else merged with others at the window's end. */
  send(email: string, event: SecurityEvent, details: { at: Date; device: string }): Promise<void>;
}

export function securityNotices({ db, mailer, held, log }: { db: Db; mailer: Mailer; held: HeldNoticesJob; log: FastifyBaseLogger }): SecurityNotices {
  return {
    async send(email, event, { at, device }) {
      const count = await countMailTo(db, email);
      if (!count.over) return mailer.send(securityNoticeMail(email, event, { at, device }));
      // Held until the burst window ends, also when it is the daily ceiling that is reached: a notice
      // that waited a day would come too late to act on, and merging already keeps it to one mail a window.
      const runAt = count.burstEndsAt;
      await held.gather(`${mailAddressKey(email)}@${runAt.toISOString()}`, { to: email, notices: [{ event, at: at.toISOString(), device }] }, { runAt });
      log.info({ to: email, event, until: runAt.toISOString() }, "security notice held: too many mails to this address; it goes, merged, when the window ends");
    },
  };
}

/**
 * The job: the held notices in one message. It counts toward the address's
 * limit but is never held again (it waited its window once). A retry sends
 * the same message with the same Message-ID.
 */
export async function sendHeldNotices(deps: { db: Db; mailer: Mailer; host: string }, held: HeldNotices, jobId: string): Promise<void> {
  await countMailTo(deps.db, held.to);
  const mail = mergedSecurityNoticeMail(
    held.to,
    held.notices.map((notice) => ({ ...notice, at: new Date(notice.at) })),
  );
  await deps.mailer.send({ ...mail, messageId: `<security-notices.${jobId}@${deps.host}>` });
}
