// Preloaded into a bench's server (`node --import ./bench/lib/memory-probe.mjs`)
// started with an IPC channel: answers the bench's messages with the
// process's own memory figures, runs a full garbage collection, or writes a
// heap snapshot, so no HTTP endpoint is needed for them. Without an IPC
// channel it does nothing.
import v8 from "node:v8";
import vm from "node:vm";

if (process.send) {
  process.on("message", (message) => {
    if (message?.probe === "memory") {
      process.send({ probe: "memory", usage: process.memoryUsage(), heap: v8.getHeapStatistics(), spaces: v8.getHeapSpaceStatistics() });
    } else if (message?.probe === "gc") {
      // A full collection, to tell live objects from garbage not yet collected.
      v8.setFlagsFromString("--expose-gc");
      vm.runInNewContext("gc")();
      process.send({ probe: "gc" });
    } else if (message?.probe === "snapshot") {
      process.send({ probe: "snapshot", file: v8.writeHeapSnapshot(message.file) });
    }
  });
  // The channel must not keep the server alive once it means to exit.
  process.channel?.unref();
}
