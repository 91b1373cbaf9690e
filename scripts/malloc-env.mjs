// glibc's allocator settings the server runs with: `npm start` (package.json
// sets the same in its command line), `npm run demo` and the benches, each
// unless the environment already sets them.
// - MALLOC_ARENA_MAX=2: libvips' encoding threads would each keep a malloc
//   arena of their own (docs/decisions/085).
// - MALLOC_MMAP_THRESHOLD_=1048576: a block of 1 MiB or more is its own
//   mapping, given back when freed. glibc's default starts at 128 KiB and
//   rises to the largest block freed so far, after which such blocks come
//   from the heap, where they stay resident once freed. A first start of the
//   demo idled at 183 MB instead of 202 MB, a restart at 166 instead of 171
//   (docs/decisions/126).
const DEFAULTS = { MALLOC_ARENA_MAX: "2", MALLOC_MMAP_THRESHOLD_: "1048576" };

/** The allocator settings for a server started from `env`: its own where it sets them (not empty, as the shell's `:-`), else the defaults. */
export const mallocSettings = (env) => Object.fromEntries(Object.entries(DEFAULTS).map(([name, value]) => [name, env[name] || value]));
