// The demo's flags for node (docs/decisions/115), read by `npm run demo`
// (scripts/demo.mjs) and by bench/memory.mjs, which measures the demo as
// that command starts it. `--optimize-for-size`: V8 favours memory over
// speed (a young generation of 1 MB instead of up to 32, a heap that grows
// more slowly); a restarted demo idled at 194-195 MB instead of 231-233 MB
// and held 216-218 MB instead of 285-286 after 10,000 reads, for fewer
// requests per second, which a demo does not need. Node refuses it in
// NODE_OPTIONS, hence the command line. `--enable-source-maps`: the demo
// runs the bundle (DEMO_ENTRY, docs/decisions/118), whose stack traces name
// the sources through its maps, as `npm start`'s do.
export const DEMO_NODE_FLAGS = ["--optimize-for-size", "--enable-source-maps"];
/** What `npm run demo` starts: the bundled demo (scripts/bundle-server.mjs), not tsc's dist/cli/demo.js. */
export const DEMO_ENTRY = "dist/bundle/demo.js";
