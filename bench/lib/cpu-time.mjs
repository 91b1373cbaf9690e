// A process's CPU time so far, all its threads, from /proc/<pid>/stat (Linux):
// what a server spends per request does not depend on how busy the machine's
// other cores are, which its requests per second do.
import { execFileSync } from "node:child_process";
import fs from "node:fs";

const ticksPerSecond = Number(execFileSync("getconf", ["CLK_TCK"], { encoding: "utf8" }).trim()) || 100;

/** User and system CPU time of process `pid` so far, in milliseconds. */
export function cpuTimes(pid) {
  // The fields after the command name, which may itself hold spaces: utime and stime are the 12th and 13th.
  const fields = fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
  const [user, system] = [fields[11], fields[12]].map((ticks) => (Number(ticks) * 1000) / ticksPerSecond);
  return { user, system };
}
