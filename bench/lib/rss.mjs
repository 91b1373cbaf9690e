// Samples a process's resident memory (VmRSS in /proc/<pid>/status, Linux).
import fs from "node:fs";

export function readRss(pid) {
  const match = fs.readFileSync(`/proc/${pid}/status`, "utf8").match(/^VmRSS:\s+(\d+)\s+kB/m);
  if (!match) throw new Error(`no VmRSS for process ${pid}`);
  return Number(match[1]) * 1024;
}

/** Reads the RSS every `everyMs` until stop(); stop() returns the samples (bytes) and the longest gap between two. */
export function sampleRss(pid, everyMs = 50) {
  const samples = [readRss(pid)];
  let last = performance.now();
  let longestGap = 0;
  const timer = setInterval(() => {
    const now = performance.now();
    longestGap = Math.max(longestGap, now - last);
    last = now;
    samples.push(readRss(pid));
  }, everyMs);
  return {
    stop() {
      clearInterval(timer);
      return { samples, longestGap };
    },
  };
}
