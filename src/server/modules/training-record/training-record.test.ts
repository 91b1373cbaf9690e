import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { openDatabase, type Database } from "../../db/client.js";
import { query } from "../../db/raw-query.js";
import { certificates, organisations, orgMembers, users } from "../../db/schema.js";
import { projectPath } from "../../project-root.js";
import { createPostgresTestDatabase, databaseKinds, openTestDatabase } from "../../test/database.js";
import { deleteAccount } from "../account/delete-account.js";
import { GENESIS_HASH } from "./hashing.js";
import { anchorOf, appendEvent, chainHead, eraseUser, verifyChain } from "./service.js";

// The training record (issue 33, docs/decisions/094): append-only, hash-chained,
// payloads apart so an erasure keeps the chain whole.

const CONTENT_ID = "6b1f4c1e-94d2-4c55-8a3e-2d5b1c9e0a01";

const completion = (userId: string, n = 0) => ({
  kind: "completion" as const,
  userId,
  payload: { contentKind: "post" as const, contentId: CONTENT_ID, title: `Leadership Foundations ${n}` },
});

/** Changes the record as only someone who can switch the triggers off could, then switches them back on. */
async function tamper(db: Database["db"], statement: ReturnType<typeof sql>) {
  await db.execute(sql`alter table training_events disable trigger user`);
  await db.execute(sql`alter table training_event_payloads disable trigger user`);
  try {
    await db.execute(statement);
  } finally {
    await db.execute(sql`alter table training_events enable trigger user`);
    await db.execute(sql`alter table training_event_payloads enable trigger user`);
  }
}

describe.each(databaseKinds)("training record (%s)", (kind) => {
  let database: Database;
  let db: Database["db"];

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    db = database.db;
    await db.insert(users).values([
      { id: "u-ada", name: "Ada Sergeant", email: "ada@example.com" },
      { id: "u-bo", name: "Bo Captain", email: "bo@example.com" },
    ]);
  });
  afterAll(async () => {
    await database.close();
  });

  it("chains the first event to the genesis hash and checks payloads against their kind", async () => {
    expect(await verifyChain(db)).toEqual({ ok: true, events: 0, head: GENESIS_HASH });
    const first = await db.transaction((tx) => appendEvent(tx, completion("u-ada")));
    expect(first.seq).toBe(1);
    const [row] = await query<{ prev_hash: string }>(db, sql`select prev_hash from training_events where seq = 1`);
    expect(row!.prev_hash).toBe(GENESIS_HASH);
    await expect(db.transaction((tx) => appendEvent(tx, { kind: "correction", userId: "u-ada", payload: { corrects: 0, reason: "" } }))).rejects.toThrow();
    expect(await verifyChain(db)).toMatchObject({ ok: true, events: 1, head: first.hash });
  });

  it("keeps seqs contiguous and the chain whole when many transactions append at once", async () => {
    const before = await verifyChain(db);
    if (!before.ok) throw new Error(before.reason);
    await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        db.transaction(async (tx) => {
          await appendEvent(tx, completion(i % 2 ? "u-ada" : "u-bo", i));
          if (i % 5 === 0)
            await appendEvent(tx, { kind: "quiz-attempt", userId: "u-bo", payload: { assignmentId: CONTENT_ID, score: 4, passed: i % 10 === 0 } });
        }),
      ),
    );
    // A transaction that rolls back leaves no gap.
    await expect(
      db.transaction(async (tx) => {
        await appendEvent(tx, completion("u-ada"));
        throw new Error("changed my mind");
      }),
    ).rejects.toThrow("changed my mind");
    const seqs = (await query<{ seq: string }>(db, sql`select seq from training_events order by seq`)).map((r) => Number(r.seq));
    expect(seqs).toEqual(Array.from({ length: before.events + 48 }, (_, i) => i + 1));
    expect(await verifyChain(db)).toMatchObject({ ok: true, events: before.events + 48 });
  });

  it("is refused UPDATE, DELETE and TRUNCATE by the database, and payloads UPDATE", async () => {
    const refusal = (statement: ReturnType<typeof sql>) =>
      db.execute(statement).then(
        () => "allowed",
        (error: Error) => String((error.cause as Error | undefined)?.message ?? error.message),
      );
    expect(await refusal(sql`update training_events set kind = 'correction' where seq = 1`)).toBe(
      "the training record is append-only (UPDATE on training_events)",
    );
    expect(await refusal(sql`delete from training_events where seq = 1`)).toBe("the training record is append-only (DELETE on training_events)");
    expect(await refusal(sql`truncate training_events cascade`)).toBe("the training record is append-only (TRUNCATE on training_events)");
    expect(await refusal(sql`update training_event_payloads set payload = '{}' where seq = 1`)).toBe(
      "the training record is append-only (UPDATE on training_event_payloads)",
    );
    expect((await verifyChain(db)).ok).toBe(true);
  });

  it("names the first changed event when an event or a payload was changed behind the triggers", async () => {
    const [{ kind: original }] = (await query<{ kind: string }>(db, sql`select kind from training_events where seq = 3`)) as [{ kind: string }];
    await tamper(db, sql`update training_events set kind = 'acknowledgment' where seq = 3`);
    expect(await verifyChain(db)).toEqual({ ok: false, seq: 3, reason: expect.stringContaining("do not match its hash") });
    await tamper(db, sql`update training_events set kind = ${original} where seq = 3`);
    expect((await verifyChain(db)).ok).toBe(true);

    await tamper(db, sql`update training_event_payloads set payload = jsonb_set(payload, '{title}', '"Forged"') where seq = 2`);
    expect(await verifyChain(db)).toEqual({ ok: false, seq: 2, reason: expect.stringContaining("payload does not match") });
  });

  it("keeps the chain whole through an erasure, and breaks where a payload vanished without one", async () => {
    const database2 = await openTestDatabase(kind);
    const d = database2.db;
    try {
      await d.transaction(async (tx) => {
        for (let i = 0; i < 3; i++) await appendEvent(tx, completion(i === 1 ? "u-gone" : "u-stays", i));
      });
      await d.transaction(async (tx) => {
        expect(await eraseUser(tx, "u-gone")).toEqual([2]);
      });
      const [erasure] = await query<{ kind: string; user_id: string | null; payload: unknown }>(
        d,
        sql`select e.kind, e.user_id, p.payload from training_events e join training_event_payloads p using (seq) where e.seq = 4`,
      );
      expect(erasure).toEqual({ kind: "erasure", user_id: null, payload: { seqs: [2], reason: "account-deleted" } });
      expect(await verifyChain(d)).toMatchObject({ ok: true, events: 4 });
      // Payloads have no delete trigger (erasure needs DELETE): one deleted without an erasure event is caught.
      await d.execute(sql`delete from training_event_payloads where seq = 3`);
      expect(await verifyChain(d)).toEqual({ ok: false, seq: 3, reason: "its payload is missing and no erasure event names it" });
    } finally {
      await database2.close();
    }
  });

  it("erases on account deletion unless the person's organisation keeps records", async () => {
    const database3 = await openTestDatabase(kind);
    const d = database3.db;
    try {
      const [keeps] = await d.insert(organisations).values({ name: "Keeps PD", retainRecords: true }).returning();
      const [forgets] = await d.insert(organisations).values({ name: "Forgets Inc", retainRecords: false }).returning();
      await d.insert(users).values([
        { id: "u-kept", name: "Kept", email: "kept@example.com" },
        { id: "u-forgot", name: "Forgot", email: "forgot@example.com" },
        { id: "u-alone", name: "Alone", email: "alone@example.com" },
      ]);
      await d.insert(orgMembers).values([
        { userId: "u-kept", orgId: keeps!.id, role: "member", joinedBy: "admin" },
        { userId: "u-forgot", orgId: forgets!.id, role: "member", joinedBy: "admin" },
      ]);
      for (const id of ["u-kept", "u-forgot", "u-alone"]) {
        await d.transaction((tx) => appendEvent(tx, completion(id)));
        await d.insert(certificates).values({ number: `LBL-TEST-${id}`, userId: id, name: id, course: "Course", hours: 2 });
      }
      for (const id of ["u-kept", "u-forgot", "u-alone"]) await deleteAccount(d, id);
      const payloads = await query<{ user_id: string | null; kind: string; has: boolean }>(
        d,
        sql`select e.user_id, e.kind, p.seq is not null as has from training_events e left join training_event_payloads p using (seq) order by e.seq`,
      );
      expect(payloads).toEqual([
        { user_id: "u-kept", kind: "completion", has: true },
        { user_id: "u-forgot", kind: "completion", has: false },
        { user_id: "u-alone", kind: "completion", has: false },
        { user_id: null, kind: "erasure", has: true },
        { user_id: null, kind: "erasure", has: true },
      ]);
      const left = await query<{ number: string; user_id: string | null }>(d, sql`select number, user_id from certificates`);
      expect(left).toEqual([{ number: "LBL-TEST-u-kept", user_id: null }]);
      expect(await verifyChain(d)).toMatchObject({ ok: true, events: 5 });
    } finally {
      await database3.close();
    }
  });
});

// `npm run cli -- record verify` as a real process, against an embedded data directory and (with TEST_DATABASE_URL) PostgreSQL.
describe("record verify (CLI)", () => {
  const cli = (env: Record<string, string>, ...extra: string[]) =>
    spawnSync(process.execPath, ["--import", "tsx", projectPath("src/cli/main.ts"), "record", "verify", ...extra], {
      env: { ...process.env, NODE_ENV: "test", LOG_LEVEL: "silent", ...env },
      encoding: "utf8",
      timeout: 90_000,
    });

  const targets: Array<{ name: string; open(): Promise<{ env: Record<string, string>; database(): Promise<Database>; done(): Promise<void> }> }> = [
    {
      name: "pglite",
      async open() {
        const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "lobl-record-"));
        return {
          env: { DATA_DIR: dataDir },
          database: () => openDatabase({ dataDir }),
          done: async () => fs.rmSync(dataDir, { recursive: true, force: true }),
        };
      },
    },
  ];
  if (databaseKinds.includes("postgres")) {
    targets.push({
      name: "postgres",
      async open() {
        const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "lobl-record-"));
        const { url, drop } = await createPostgresTestDatabase();
        return {
          env: { DATA_DIR: dataDir, DATABASE_URL: url },
          database: () => openDatabase({ databaseUrl: url, dataDir: "", poolMax: 2 }),
          done: async () => {
            await drop();
            fs.rmSync(dataDir, { recursive: true, force: true });
          },
        };
      },
    });
  }

  it.each(targets)(
    "exits 0 with the count when whole, non-zero naming the first broken event when not ($name)",
    async (target) => {
      const site = await target.open();
      try {
        let database = await site.database();
        await database.db.transaction(async (tx) => {
          for (let i = 0; i < 5; i++) await appendEvent(tx, completion("u-cli", i));
        });
        await database.close();

        const whole = cli(site.env);
        expect(whole.stderr).toBe("");
        expect(whole.status).toBe(0);
        expect(whole.stdout).toMatch(/The training record is whole: 5 events\. Latest hash: [0-9a-f]{64}/);
        const anchor = /To anchor it, keep: (5:[0-9a-f]{64})/.exec(whole.stdout)![1]!;
        // The head it checked, as reports print it, is the record's newest event.
        database = await site.database();
        const head = await chainHead(database.db);
        await database.close();
        expect(head?.seq).toBe(5);
        expect(whole.stdout).toContain(`Head checked: event 5, hash ${head!.hash}`);
        expect(anchor).toBe(anchorOf(head));
        expect(cli(site.env, anchor).stdout).toContain("Event 5 has the anchored hash.");
        const wrong = cli(site.env, `5:${"ab".repeat(32)}`);
        expect(wrong.status).toBe(1);
        expect(wrong.stderr).toContain("Event 5 no longer has the anchored hash: the record was rewritten after it was anchored.");
        expect(cli(site.env, `9:${"ab".repeat(32)}`).stderr).toContain("The training record has no event 9");
        expect(cli(site.env, "5:nothex").status).toBe(2);

        database = await site.database();
        await tamper(database.db, sql`update training_events set user_id = 'u-someone-else' where seq = 4`);
        await database.close();
        const broken = cli(site.env);
        expect(broken.status).toBe(1);
        expect(broken.stderr).toContain("The training record is broken at event 4: its fields do not match its hash (the event was changed).");
      } finally {
        await site.done();
      }
    },
    180_000,
  );
});
