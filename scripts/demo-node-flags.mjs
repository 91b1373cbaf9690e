// The demo's flags for node (docs/decisions/115), read by `npm run demo`
// (scripts/demo.mjs) and by bench/memory.mjs, which measures the demo as
// that command starts it. `--optimize-for-size`: V8 favours memory over
// speed (a young generation of 1 MB instead of up to 32, a heap that grows
// more slowly); a restarted demo idled at 194-195 MB instead of 231-233 MB
// and held 216-218 MB instead of 285-286 after 10,000 reads, for fewer
// requests per second, which a demo does not need. Node refuses it in
// NODE_OPTIONS, hence the command line. The demo runs the bundle
// (DEMO_ENTRY, docs/decisions/118) without `--enable-source-maps`, which
// `npm start` has: node keeps the maps of the files it loaded, and a
// restarted demo held 199.5 MB with them and 191.3 MB without (216.0 MB
// after the reads instead of 225.0). Its stack traces name the bundle's
// files, whose functions keep their names.
export const DEMO_NODE_FLAGS = ["--optimize-for-size"];
/** What `npm run demo` starts: the bundled demo (scripts/bundle-server.mjs), not tsc's dist/cli/demo.js. */
export const DEMO_ENTRY = "dist/bundle/demo.js";
