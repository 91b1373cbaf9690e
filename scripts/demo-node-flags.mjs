// The demo's flags for node (docs/decisions/115), read by `npm run demo`
// (scripts/demo.mjs) and by bench/memory.mjs, which measures the demo as
// that command starts it. `--optimize-for-size`: V8 favours memory over
// speed (a young generation of 1 MB instead of up to 32, a heap that grows
// more slowly); a restarted demo idled at 194-195 MB instead of 231-233 MB
// and held 216-218 MB instead of 285-286 after 10,000 reads, for fewer
// requests per second, which a demo does not need. Node refuses it in
// NODE_OPTIONS, hence the command line.
export const DEMO_NODE_FLAGS = ["--optimize-for-size"];
