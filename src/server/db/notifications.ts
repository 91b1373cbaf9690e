import { randomUUID } from "node:crypto";
import type { PGlite } from "@electric-sql/pglite";
import type pg from "pg";

/**
 * Change notices from the database (NOTIFY, sent by triggers when a write
 * commits): what the in-process caches listen to so that a change made by any
 * instance, the CLI or a restore reaches every instance's caches.
 */
export interface Notifications {
  /** Calls `onMessage` with each payload on `channel`; `onReset` when notices may have been missed (the listening connection was lost). */
  listen(channel: string, onMessage: (payload: string) => void, onReset: () => void): Promise<void>;
  /** False while notices may be missed (PostgreSQL: the listening connection is down): caches must not keep anything then. */
  readonly live: boolean;
  /**
   * Resolves once every notice of a change committed before the call has been
   * delivered here, so a request that changed something answers only after
   * this instance's caches have forgotten it (read your own writes).
   */
  sync(): Promise<void>;
  close(): Promise<void>;
}

/** PGlite delivers notices in-process, before the statement that committed them resolves. */
export function pgliteNotifications(client: PGlite): Notifications {
  const stops: (() => Promise<void>)[] = [];
  return {
    async listen(channel, onMessage) {
      stops.push(await client.listen(channel, onMessage));
    },
    live: true,
    sync: () => Promise.resolve(),
    async close() {
      if (!client.closed) await Promise.all(stops.map((stop) => stop()));
    },
  };
}

const RECONNECT_MS = 1000;
const BARRIER_CHANNEL = "lobl_barrier";
/**
 * The listening connection proves it works this often: a notice sent on it
 * must come back on it within `silentMs`. A connection that stops delivering
 * without closing (a firewall or NAT dropping the flow sends no FIN or RST,
 * and an instance that only reads would never notice) is then treated as
 * lost: caches keep nothing from the moment it is overdue, are emptied when
 * it is dropped, and it is replaced.
 */
const HEARTBEAT = { everyMs: 1000, silentMs: 2500 };

/**
 * PostgreSQL: one connection of its own (not from the pool) holds every LISTEN.
 * When it drops, or goes silent past the heartbeat's bound, subscribers are
 * told to forget what they cached (notices sent meanwhile are lost) and it
 * reconnects.
 */
export function postgresNotifications(connect: () => Promise<pg.Client>, heartbeat = HEARTBEAT): Notifications {
  const subscribers = new Map<string, { onMessage: (payload: string) => void; onReset: () => void }[]>();
  let client: pg.Client | undefined;
  let connecting: Promise<pg.Client> | undefined;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;
  // PostgreSQL delivers notices in commit order: once our own barrier notice
  // arrives, every change committed before it has been heard.
  const barriers = new Map<string, () => void>();
  /** When the current connection last proved it delivers (connected, or a notice of ours came back). */
  let heardAt = 0;

  const resetAll = () => subscribers.forEach((list) => list.forEach((s) => s.onReset()));
  const reconnectLater = () => {
    if (closed || retry) return;
    retry = setTimeout(() => {
      retry = undefined;
      void ensure().catch(lost);
    }, RECONNECT_MS);
  };
  const lost = () => {
    client = undefined;
    resetAll();
    reconnectLater();
  };
  const ensure = (): Promise<pg.Client> => {
    if (client) return Promise.resolve(client);
    connecting ??= (async () => {
      const next = await connect();
      next.on("notification", (n) => {
        if (n.channel === BARRIER_CHANNEL) barriers.get(n.payload ?? "")?.();
        else subscribers.get(n.channel)?.forEach((s) => s.onMessage(n.payload ?? ""));
      });
      next.on("error", () => {});
      next.once("end", lost);
      for (const channel of [BARRIER_CHANNEL, ...subscribers.keys()]) await next.query(`LISTEN "${channel}"`);
      client = next;
      heardAt = Date.now();
      // What was read while no one listened may have changed unheard: forget it now that notices flow again.
      resetAll();
      return next;
    })().finally(() => (connecting = undefined));
    return connecting;
  };

  /**
   * Sends a barrier notice on `conn` and waits for it to come back; false when
   * it does not within the bound. The bound covers the query too: a connection
   * that died silently must not hold anyone up.
   */
  const roundTrip = async (conn: pg.Client): Promise<boolean> => {
    const id = randomUUID();
    const heard = new Promise<void>((resolve) => barriers.set(id, resolve));
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), heartbeat.silentMs)));
    const back = conn.query("select pg_notify($1, $2)", [BARRIER_CHANNEL, id]).then(
      () => heard.then(() => true),
      () => false,
    );
    try {
      const ok = await Promise.race([back, timedOut]);
      if (ok && client === conn) heardAt = Date.now();
      return ok;
    } finally {
      clearTimeout(timer);
      barriers.delete(id);
    }
  };
  /** This connection can no longer be trusted to deliver notices: drop it; `lost` empties every cache and reconnects. */
  const drop = (conn: pg.Client) => {
    if (client !== conn) return;
    conn.removeAllListeners("end");
    void conn.end().catch(() => {});
    lost();
  };

  let beating = false;
  const beat = () => {
    const conn = client;
    if (!conn || beating) return;
    beating = true;
    void roundTrip(conn)
      .then((ok) => (ok ? undefined : drop(conn)))
      .finally(() => (beating = false));
  };
  const beats = setInterval(beat, heartbeat.everyMs);
  beats.unref();

  return {
    async listen(channel, onMessage, onReset) {
      if (!/^[a-z_]+$/.test(channel)) throw new Error(`bad channel name ${channel}`);
      const list = subscribers.get(channel) ?? [];
      const first = list.length === 0;
      list.push({ onMessage, onReset });
      subscribers.set(channel, list);
      // Unreachable now (a database restarting while we start): `live` stays false, so the caches keep
      // nothing, and it keeps trying; the server starts rather than failing on a notice channel.
      const conn = await ensure().catch(() => undefined);
      if (!conn) return reconnectLater();
      // A connection lost meanwhile ends in `lost`, whose reconnect listens on every channel again.
      if (first) await conn.query(`LISTEN "${channel}"`).catch(() => {});
    },
    get live() {
      // Overdue counts as lost at once, before the heartbeat gives up on the connection.
      return client !== undefined && Date.now() - heardAt <= heartbeat.silentMs;
    },
    async sync() {
      const conn = client;
      if (conn && !(await roundTrip(conn))) drop(conn);
    },
    async close() {
      closed = true;
      clearTimeout(retry);
      clearInterval(beats);
      const conn = client;
      client = undefined;
      conn?.removeAllListeners("end");
      await conn?.end().catch(() => {});
    },
  };
}
