import { EventEmitter } from "node:events";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { whenQuiet } from "./when-quiet.js";

// Better Auth's load after a start waits for a quiet moment (docs/decisions/118): no request for a while, or a
// longest wait whatever the traffic.
describe("whenQuiet", () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ["setInterval", "clearInterval", "performance"] }));
  afterEach(() => vi.useRealTimers());

  it("runs once no request has come for the quiet time, and only once", () => {
    const server = new EventEmitter();
    const work = vi.fn();
    whenQuiet(server, { quietMs: 200, maxWaitMs: 3000 }, work);
    vi.advanceTimersByTime(150);
    server.emit("request");
    vi.advanceTimersByTime(150);
    expect(work).not.toHaveBeenCalled();
    vi.advanceTimersByTime(100);
    expect(work).toHaveBeenCalledTimes(1);
    server.emit("request");
    vi.advanceTimersByTime(5000);
    expect(work).toHaveBeenCalledTimes(1);
    expect(server.listenerCount("request")).toBe(0);
  });

  it("runs after the longest wait however busy the server is", () => {
    const server = new EventEmitter();
    const work = vi.fn();
    whenQuiet(server, { quietMs: 200, maxWaitMs: 3000 }, work);
    for (let at = 0; at < 2900; at += 100) {
      server.emit("request");
      vi.advanceTimersByTime(100);
    }
    expect(work).not.toHaveBeenCalled();
    server.emit("request");
    vi.advanceTimersByTime(150);
    expect(work).toHaveBeenCalledTimes(1);
  });
});
