// Preloaded into a bench's server (`node --import ./bench/lib/memory-probe.mjs`)
// started with an IPC channel: answers the bench's messages with the
// process's own memory figures, or writes a heap snapshot, so no HTTP
// endpoint is needed for them. Without an IPC channel it does nothing.
import v8 from "node:v8";

if (process.send) {
  process.on("message", (message) => {
    if (message?.probe === "memory") {
      process.send({ probe: "memory", usage: process.memoryUsage(), heap: v8.getHeapStatistics(), spaces: v8.getHeapSpaceStatistics() });
    } else if (message?.probe === "snapshot") {
      process.send({ probe: "snapshot", file: v8.writeHeapSnapshot(message.file) });
    }
  });
  // The channel must not keep the server alive once it means to exit.
  process.channel?.unref();
}
