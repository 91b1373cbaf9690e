// zod compiles its object parsers with `new Function` when it may; under the
// site's content security policy (no 'unsafe-eval') the attempt is refused,
// and the browser reports it as a CSP violation on every page that parses an
// answer. Told to be jitless, zod never tries. Set through the global zod
// reads its configuration from, so the entry chunk does not load zod
// (docs/decisions/059); imported first by main.tsx, before any page parses.
const holder = globalThis as { __zod_globalConfig?: Record<string, unknown> };
// Changed in place: zod keeps the object it found when it loaded, so a new one would be missed by a zod loaded earlier.
(holder.__zod_globalConfig ??= {}).jitless = true;
