import type { EventEmitter } from "node:events";

/**
 * Runs `work` once the server has had no new request for `quietMs` (counted
 * from now, so at the earliest `quietMs` from now), or after `maxWaitMs` at
 * the latest, whatever the traffic. For work that holds the main thread a
 * while and that no request needs yet: loading Better Auth after a start
 * (docs/decisions/118) and starting the jobs (125). A request that arrives
 * while it runs still waits for it; one that comes right after readiness,
 * as a restart's traffic does, no longer does.
 */
export function whenQuiet(server: EventEmitter, { quietMs, maxWaitMs }: { quietMs: number; maxWaitMs: number }, work: () => void): void {
  const started = performance.now();
  let lastRequest = started;
  const seen = () => (lastRequest = performance.now());
  server.on("request", seen);
  const timer = setInterval(
    () => {
      const now = performance.now();
      if (now - lastRequest < quietMs && now - started < maxWaitMs) return;
      clearInterval(timer);
      server.off("request", seen);
      work();
    },
    Math.max(1, Math.round(quietMs / 4)),
  );
  // Nothing to do for a process that is ending anyway.
  timer.unref();
}
