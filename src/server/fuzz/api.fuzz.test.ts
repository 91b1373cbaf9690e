import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import fc from "fast-check";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, describe, expect, it } from "vitest";

import { projectPath } from "../project-root.js";
import { signInAdmin } from "../test/admin-session.js";
import { createTestApp } from "../test/app.js";
import { ORIGIN, sessionCookie, signIn, signUp } from "../test/auth-helpers.js";
import { insertItem, insertPodcast, insertPost } from "../test/content-fixtures.js";
import { multipart } from "../test/multipart.js";

// Property-based fuzzing of every route the app registers (issue 11, "Also"):
// generated path parameters, query strings, bodies (JSON, text, multipart)
// and headers (sessions, origins, ranges, encodings), as a visitor, a member
// and an admin, on PGlite. Whatever arrives, the answer is never a 5xx and
// never carries database or stack text.
//
// FUZZ_RUNS sets the cases per route (default 200); FUZZ_SEED replays a run;
// FUZZ_STATS=1 prints how often each route answered each status.

const RUNS = Number(process.env.FUZZ_RUNS ?? 200);
const SEED = process.env.FUZZ_SEED === undefined ? undefined : Number(process.env.FUZZ_SEED);
const STATS = process.env.FUZZ_STATS === "1";
const statuses = new Map<string, Map<number, number>>();

// ── The app under test, built once: its routes name the tests ──────────────

const webDir = fs.mkdtempSync(path.join(os.tmpdir(), "lobl-fuzz-web-"));
fs.writeFileSync(path.join(webDir, "index.html"), "<!doctype html><title>Lead or Be Led</title><div id=root></div>");
const t = await createTestApp("pglite", { WEB_DIR: webDir });
afterAll(async () => {
  if (STATS) for (const [route, counts] of statuses) console.log(route, Object.fromEntries([...counts].sort(([a], [b]) => a - b)));
  await t.close();
  fs.rmSync(webDir, { recursive: true, force: true });
});

const admin = await signInAdmin(t, "fuzz.admin@example.com");
await signUp(t.app, "fuzz.member@example.com");
const memberCookie = sessionCookie(await signIn(t.app, "fuzz.member@example.com"));
const { db } = t.database;
const seeded = [
  (await insertPost(db, { title: "Open post" })).id,
  (await insertPost(db, { title: "Locked post", isMembersOnly: true })).id,
  (await insertPodcast(db, t.storage, { title: "Episode" })).id,
  (await insertPodcast(db, t.storage, { title: "Locked episode", isMembersOnly: true })).id,
  (await insertItem(db, t.storage, { mediaType: "pdf", isMembersOnly: true })).id,
  (await insertItem(db, t.storage, { mediaType: "text" })).id,
];
const feed = await t.app.inject({ url: "/api/feed", headers: { cookie: memberCookie } });
const feedTokens = [...feed.body.matchAll(/\/feeds\/([^/"]+)\/briefing\.xml/g)].map((m) => m[1]!);

interface Route {
  method: string;
  url: string;
  /** Other methods of the same URL tried now and then (HEAD with GET). */
  alsoMethods: string[];
  /** The route's own request schemas, when it declares them. */
  schema?: { body?: unknown; querystring?: unknown } | undefined;
}

const appRoutes = t.app.declaredRoutes.filter((r) => r.url !== "/api/auth/*");
const byKey = new Map<string, Route>();
for (const { method, url, schema } of appRoutes) {
  if (method === "HEAD" && appRoutes.some((r) => r.url === url && r.method === "GET")) continue;
  const alsoMethods = method === "GET" && appRoutes.some((r) => r.url === url && r.method === "HEAD") ? ["HEAD"] : [];
  byKey.set(`${method} ${url}`, { method, url, alsoMethods, schema });
}
// Better Auth answers under /api/auth/*: each of its endpoints is a route, and so is any other path there.
const auth = await t.app.deps.getAuth();
for (const endpoint of Object.values(auth.api) as { path?: unknown; options?: { method?: unknown } }[]) {
  if (typeof endpoint.path !== "string") continue;
  const methods = ([] as unknown[]).concat(endpoint.options?.method ?? "GET").filter((m): m is string => m === "GET" || m === "POST");
  for (const method of methods) byKey.set(`${method} /api/auth${endpoint.path}`, { method, url: `/api/auth${endpoint.path}`, alsoMethods: [] });
}
byKey.set("POST /api/auth/:unknown", { method: "POST", url: "/api/auth/:unknown", alsoMethods: ["GET"] });
const routes = [...byKey.values()];

const UPLOAD_ROUTES = ["POST /api/podcasts", "POST /api/content-items", "PUT /api/content-items/:id"];

// ── Generators ──────────────────────────────────────────────────────────────

const oddStrings = [
  "",
  " ",
  "\u0000",
  "a\u0000b",
  "\u001b[2J",
  "\r\n",
  "%00",
  "%",
  "%zz",
  "%E0%A4%A",
  "\ud800",
  "\udfff\ud800",
  "null",
  "undefined",
  "0",
  "-1",
  "1e309",
  "NaN",
  "Infinity",
  "9007199254740993",
  "../../etc/passwd",
  "..%2f..%2f",
  "<script>alert(1)</script>",
  "' OR '1'='1",
  '"; --',
  "${7*7}",
  "{{7*7}}",
  "[]",
  "{}",
  "true",
  "__proto__",
  "constructor",
  "a".repeat(300),
  "b".repeat(70_000),
  "😀".repeat(50),
  "\u202e\u200b",
  "00000000-0000-0000-0000-000000000000",
];
const text = fc.oneof(
  { weight: 4, arbitrary: fc.string({ maxLength: 30 }) },
  { weight: 2, arbitrary: fc.string({ unit: "binary", maxLength: 30 }) },
  { weight: 1, arbitrary: fc.string({ unit: "binary-ascii", maxLength: 30 }) },
  { weight: 3, arbitrary: fc.constantFrom(...oddStrings) },
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      "Lead from the front",
      "ada@example.com",
      "fuzz.member@example.com",
      "Tr1pwire-Falcon",
      "briefing",
      "after-action",
      "text",
      "pdf",
      "audio",
      "video",
      "true",
      "on",
      "/login",
      "/reset-password",
    ),
  },
  { weight: 1, arbitrary: fc.uuid() },
  { weight: 1, arbitrary: fc.integer().map(String) },
);
const id = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...seeded, ...feedTokens, "episode.mp3") },
  { weight: 2, arbitrary: fc.uuid() },
  { weight: 4, arbitrary: text },
);

/** Percent-encodes what can be encoded; a lone surrogate becomes the bytes of one (invalid UTF-8). */
function encode(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return value
      .split("")
      .map((c) => (/[\ud800-\udfff]/.test(c) ? "%ED%A0%80" : encodeURIComponent(c)))
      .join("");
  }
}
const urlPart = fc.oneof(
  { weight: 5, arbitrary: text.map(encode) },
  { weight: 1, arbitrary: fc.constantFrom("%", "%zz", "%E0%A4%A", "%00", "%2e%2e", "a%2Fb", ".", "..") },
);

const QUERY_KEYS = ["cursor", "limit", "category", "q", "token", "callbackURL", "disableCookieCache", "disableRefresh", "id", "page", "type", "format"];
const scalar = fc.oneof(text, fc.integer(), fc.double(), fc.boolean(), fc.constant(null));
const value = fc.oneof(
  { weight: 5, arbitrary: scalar },
  { weight: 1, arbitrary: fc.array(scalar, { maxLength: 3 }) },
  { weight: 1, arbitrary: fc.dictionary(text, scalar, { maxKeys: 3 }) },
);

// Values each field takes in real requests, so that many generated requests
// get past validation and reach the code behind it.
const word = fc.string({ unit: fc.constantFrom(..."abcdefghijklmnopqrstuvwxyz0123456789".split("")), minLength: 1, maxLength: 12 });
const PLAUSIBLE: Record<string, fc.Arbitrary<unknown>> = {
  title: fc.oneof(fc.constant("Lead from the front"), text),
  content: fc.oneof(fc.constant("## Rule one\n\n**Own** it. [link](https://example.com)"), text),
  description: fc.oneof(fc.constant("What it is"), text),
  contentText: fc.oneof(fc.constant("Case study text"), text),
  isMembersOnly: fc.constantFrom(true, false, "true", "false", "on", ""),
  category: fc.constantFrom("briefing", "after-action"),
  mediaType: fc.constantFrom("text", "pdf", "video", "audio"),
  name: fc.oneof(fc.constant("Ada Lovelace"), text),
  email: fc.oneof(
    word.map((w) => `${w}@example.com`),
    fc.constantFrom("fuzz.member@example.com", "fuzz.admin@example.com"),
  ),
  message: fc.oneof(fc.constant("Hello there"), text),
  password: fc.oneof(
    fc.constant("Tr1pwire-Falcon"),
    word.map((w) => `Fz-${w}-Harbor-7`),
  ),
  newPassword: word.map((w) => `Fz-${w}-Granite-8`),
  currentPassword: fc.constantFrom("Tr1pwire-Falcon", "Wrong-Password-1"),
  token: fc.oneof(text, fc.constantFrom(...seeded)),
  callbackURL: fc.constantFrom("/login", "/login?verified=1", "/", "//evil.example", "https://evil.example"),
  redirectTo: fc.constantFrom("/reset-password", "/", "https://evil.example"),
  rememberMe: fc.boolean(),
  cursor: text,
  limit: fc.oneof(fc.integer({ min: -5, max: 200 }), text),
  provider: fc.constantFrom("github", "google", "nope"),
  idToken: fc.record({ token: text }),
  userId: fc.oneof(fc.uuid(), text),
  id: id,
  q: text,
  image: text,
  newEmail: word.map((w) => `${w}@example.com`),
  revokeOtherSessions: fc.boolean(),
  type: fc.constantFrom("post", "podcast", "item", "all"),
  code: fc.oneof(fc.stringMatching(/^\d{6}$/), fc.constantFrom("AbC12-dE34f", "000000", "12345"), text),
  trustDevice: fc.boolean(),
  disableSession: fc.boolean(),
  confirm: fc.constantFrom("DELETE", "delete", ""),
  position: fc.oneof(fc.double({ min: 0, max: 1e6, noNaN: true }), fc.constantFrom(1e308, -1, Number.MAX_VALUE)),
  duration: fc.oneof(fc.double({ min: 0, max: 2e5, noNaN: true }), fc.constantFrom(1e39, 0)),
  finished: fc.boolean(),
  clientTime: fc.oneof(fc.constant(Date.now()), fc.integer()),
  response: fc.oneof(fc.constant({ id: "AAAA", rawId: "AAAA", type: "public-key", response: {} }), value),
};

/** The fields each route reads, so most generated requests are nearly right (then one field is odd). */
const BODY_FIELDS: Record<string, readonly string[]> = {
  "POST /api/contact": ["name", "email", "message"],
  "POST /api/posts": ["title", "content", "isMembersOnly"],
  "PUT /api/posts/:id": ["title", "content", "isMembersOnly"],
  "POST /api/podcasts": ["title", "description", "isMembersOnly"],
  "POST /api/content-items": ["title", "description", "category", "mediaType", "contentText", "isMembersOnly"],
  "PUT /api/content-items/:id": ["title", "description", "category", "mediaType", "contentText", "isMembersOnly"],
  "POST /api/auth/sign-up/email": ["name", "email", "password", "callbackURL"],
  "POST /api/auth/sign-in/email": ["email", "password", "rememberMe", "callbackURL"],
  "POST /api/auth/request-password-reset": ["email", "redirectTo"],
  "POST /api/auth/reset-password": ["token", "newPassword"],
  "POST /api/auth/send-verification-email": ["email", "callbackURL"],
  "POST /api/auth/verify-password": ["password"],
  "POST /api/auth/change-password": ["currentPassword", "newPassword", "revokeOtherSessions"],
  "POST /api/auth/change-email": ["newEmail", "callbackURL"],
  "POST /api/auth/update-user": ["name"],
  "POST /api/auth/revoke-session": ["token"],
  "POST /api/auth/delete-user": ["password", "token", "callbackURL"],
  "POST /api/auth/sign-in/social": ["provider", "callbackURL", "idToken"],
  "POST /api/auth/two-factor/enable": ["password"],
  "POST /api/auth/two-factor/disable": ["password", "code"],
  "POST /api/auth/two-factor/verify-totp": ["code", "trustDevice"],
  "POST /api/auth/two-factor/verify-backup-code": ["code", "trustDevice", "disableSession"],
  "POST /api/auth/two-factor/generate-backup-codes": ["password"],
  "POST /api/auth/two-factor/get-totp-uri": ["password"],
  "POST /api/auth/passkey/verify-registration": ["response", "name", "password"],
  "POST /api/auth/passkey/verify-authentication": ["response"],
  "POST /api/auth/passkey/delete-passkey": ["id"],
  "POST /api/auth/passkey/update-passkey": ["id", "name"],
};
const QUERY_FIELDS: Record<string, readonly string[]> = {
  "GET /api/posts": ["limit", "cursor"],
  "GET /api/podcasts": ["limit", "cursor"],
  "GET /api/content-items": ["category", "limit", "cursor"],
  "GET /api/search": ["q", "limit", "cursor", "type"],
  "GET /api/auth/verify-email": ["token", "callbackURL"],
  "GET /api/auth/reset-password/:token": ["callbackURL"],
  "GET /api/auth/get-session": ["disableCookieCache", "disableRefresh"],
};
interface ZodLike {
  _zod?: { def?: { type?: string; shape?: Record<string, ZodLike>; innerType?: ZodLike; in?: ZodLike; entries?: Record<string, unknown>; values?: unknown[] } };
  shape?: Record<string, ZodLike>;
}
/** The object schema behind optional, default, pipe and transform wrappers, or null. */
function objectShape(schema: unknown): Record<string, ZodLike> | null {
  let z = schema as ZodLike | undefined;
  for (let i = 0; i < 6 && z; i++) {
    if (z.shape) return z.shape;
    z = z._zod?.def?.innerType ?? z._zod?.def?.in;
  }
  return null;
}
/** Values of a field's own type (enums' members, numbers, booleans), for fields without a plausible value above. */
function valuesOf(schema: ZodLike): fc.Arbitrary<unknown> {
  const def = schema._zod?.def;
  switch (def?.type) {
    case "enum":
      return fc.constantFrom(...Object.values(def.entries ?? {}));
    case "literal":
      return fc.constantFrom(...(def.values ?? [null]));
    case "boolean":
      return fc.boolean();
    case "number":
      return fc.oneof(fc.integer({ min: -10, max: 1000 }), fc.double());
    case "optional":
    case "nullable":
    case "default":
      return valuesOf(def.innerType ?? {});
    case "pipe":
      return valuesOf(def.in ?? {});
    default:
      return text;
  }
}
/** A route's own fields, from its schema, each with its plausible or typed values. */
function schemaFields(schema: unknown): readonly string[] | undefined {
  const shape = objectShape(schema);
  if (!shape) return undefined;
  for (const [key, field] of Object.entries(shape)) PLAUSIBLE[key] ??= valuesOf(field);
  return Object.keys(shape);
}
for (const route of routes) {
  const key = `${route.method} ${route.url}`;
  const body = schemaFields(route.schema?.body);
  const query = schemaFields(route.schema?.querystring);
  if (body) BODY_FIELDS[key] ??= body;
  if (query) QUERY_FIELDS[key] ??= query;
}

const FIELDS = Object.keys(PLAUSIBLE);
const fieldName = fc.oneof({ weight: 6, arbitrary: fc.constantFrom(...FIELDS) }, { weight: 1, arbitrary: text });
/** An object of known fields with mostly plausible values, sometimes odd ones, sometimes unknown keys. */
const object = fc
  .array(fc.tuple(fieldName, fc.nat(9), value), { maxLength: 8 })
  .chain((entries) =>
    fc.tuple(
      ...entries.map(([key, roll, odd]) =>
        roll < 7 && Object.hasOwn(PLAUSIBLE, key) ? PLAUSIBLE[key]!.map((v) => [key, v] as const) : fc.constant([key, odd] as const),
      ),
    ),
  )
  .map((pairs) => Object.fromEntries(pairs));

/** Mostly the route's own fields with plausible values (now and then missing or odd), plus some others. */
function fieldsFor(keys: readonly string[]): fc.Arbitrary<Record<string, unknown>> {
  const own = fc.tuple(
    ...keys.map((key) =>
      fc.tuple(fc.nat(9), PLAUSIBLE[key] ?? text, value).map(([roll, good, odd]) => (roll === 0 ? null : ([key, roll < 8 ? good : odd] as const))),
    ),
  );
  return fc.tuple(own, fc.oneof({ weight: 3, arbitrary: fc.constant({}) }, { weight: 1, arbitrary: object })).map(([pairs, extra]) => ({
    ...extra,
    ...Object.fromEntries(pairs.filter((p) => p !== null)),
  }));
}

const formValue = (v: unknown) => (typeof v === "string" ? v : (JSON.stringify(v) ?? ""));
const asQuery = (pairs: [string, string][]) => (pairs.length ? `?${pairs.map(([k, v]) => `${k}=${v}`).join("&")}` : "");
const randomQuery = fc.array(fc.tuple(fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...QUERY_KEYS) }, { weight: 1, arbitrary: urlPart }), urlPart), {
  maxLength: 4,
});
function queryFor(key: string): fc.Arbitrary<string> {
  const keys = QUERY_FIELDS[key];
  if (!keys) return randomQuery.map(asQuery);
  const known = fieldsFor(keys).map((o) => Object.entries(o).map(([k, v]) => [encode(k), encode(formValue(v))] as [string, string]));
  return fc.oneof({ weight: 3, arbitrary: known }, { weight: 1, arbitrary: randomQuery }).map(asQuery);
}

interface Body {
  payload?: string | Buffer;
  contentType?: string;
}
const fixtures = ["clip.mp3", "worksheet.pdf", "clip.webm", "fake.mp3"].map((name) => fs.readFileSync(projectPath("e2e", "fixtures", name)));
const fileBytes = fc.oneof(
  fc.constantFrom(...fixtures),
  fc.uint8Array({ maxLength: 2048 }).map((a) => Buffer.from(a)),
);
const toForm = (fields: Record<string, unknown>, file?: { filename: string; contentType: string; data: Buffer }): Body => {
  const form = multipart(
    Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, formValue(v).replace(/\r\n/g, "\n")])),
    file ? { filename: file.filename.replace(/["\r\n]/g, ""), contentType: file.contentType || "application/octet-stream", data: file.data } : undefined,
  );
  return { payload: form.payload, contentType: form.headers["content-type"] };
};
const someFile = fc.record({
  filename: fc.oneof(fc.constantFrom("clip.mp3", "worksheet.pdf", "clip.webm"), text),
  contentType: fc.constantFrom("audio/mpeg", "application/pdf", "video/webm", "text/plain", ""),
  data: fileBytes,
});
const body: fc.Arbitrary<Body> = fc.oneof(
  { weight: 3, arbitrary: fc.constant({}) },
  { weight: 6, arbitrary: object.map((o) => ({ payload: JSON.stringify(o), contentType: "application/json" })) },
  { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 3 }).map((v) => ({ payload: JSON.stringify(v), contentType: "application/json" })) },
  {
    weight: 2,
    arbitrary: fc.record({
      payload: fc.oneof(text, fc.constantFrom('{"title":', "{", '{"__proto__":{"isAdmin":true}}', '{"constructor":{"prototype":{}}}', "\u0000\u0001", "[1,2")),
      contentType: fc.constantFrom(
        "application/json",
        "text/plain",
        "application/x-www-form-urlencoded",
        "application/xml",
        "application/json; charset=latin1",
        "image/png",
        "application/json; charset=utf-16",
      ),
    }),
  },
  {
    weight: 3,
    arbitrary: fc.tuple(object, fc.option(someFile, { nil: undefined, freq: 3 })).map(([fields, file]) => toForm(fields, file)),
  },
);

function bodyFor(key: string): fc.Arbitrary<Body> {
  const keys = BODY_FIELDS[key];
  if (!keys) return body;
  const upload = UPLOAD_ROUTES.includes(key);
  const shaped = upload
    ? fc.tuple(fieldsFor(keys), fc.option(someFile, { nil: undefined, freq: 5 })).map(([fields, file]) => toForm(fields, file))
    : fieldsFor(keys).map((o): Body => ({ payload: JSON.stringify(o), contentType: "application/json" }));
  return fc.oneof({ weight: 3, arbitrary: shaped }, { weight: 1, arbitrary: body });
}

const headerText = fc.string({ unit: "grapheme-ascii", maxLength: 40 });
/** A header that is usually absent. */
const sometimes = <T>(arb: fc.Arbitrary<T>, weight = 2) => fc.oneof({ weight: 8, arbitrary: fc.constant(undefined) }, { weight, arbitrary: arb });
const headers = fc
  .record({
    // Mostly the sessions and origin a real browser sends, so requests reach the code behind the checks.
    cookie: fc.oneof(
      { weight: 4, arbitrary: fc.constant(admin.cookie) },
      { weight: 3, arbitrary: fc.constant(memberCookie) },
      { weight: 2, arbitrary: fc.constant(undefined) },
      {
        weight: 1,
        arbitrary: fc.oneof(
          headerText.map((s) => `lobl.session_token=${s}`),
          headerText.map((s) => `lobl.session_token=${admin.cookie.split("=")[1]!.slice(0, 10)}${s}`),
          headerText,
        ),
      },
    ),
    origin: fc.oneof(
      { weight: 8, arbitrary: fc.constant(ORIGIN) },
      { weight: 1, arbitrary: fc.constant(undefined) },
      { weight: 1, arbitrary: fc.constantFrom("https://evil.example", "null", "http://localhost:3000") },
    ),
    "sec-fetch-site": sometimes(fc.constantFrom("same-origin", "cross-site", "none")),
    range: sometimes(
      fc.oneof(
        fc.constantFrom("bytes=0-", "bytes=-1", "bytes=5-1", "bytes=0-0,2-3", "bytes=99999999999999999999-", "items=0-1", "bytes=", "bytes=-0"),
        headerText.map((s) => `bytes=${s}`),
      ),
      4,
    ),
    "if-range": sometimes(headerText),
    "if-none-match": sometimes(fc.oneof(headerText, fc.constant("*"))),
    "if-modified-since": sometimes(fc.oneof(headerText, fc.constant("Thu, 01 Jan 1970 00:00:00 GMT"))),
    accept: sometimes(fc.constantFrom("*/*", "application/json", "text/html", "application/rss+xml", "image/*")),
    "accept-encoding": sometimes(fc.constantFrom("gzip", "br", "deflate", "identity", "gzip;q=0, *;q=0", "x-unknown")),
    "content-encoding": sometimes(fc.constantFrom("gzip", "br", "x-unknown"), 1),
    "x-forwarded-for": sometimes(headerText),
    "x-lobl-client-ip": sometimes(headerText),
    "user-agent": sometimes(headerText),
  })
  .map((h) => Object.fromEntries(Object.entries(h).filter(([, v]) => v !== undefined)) as Record<string, string>);

function requestFor(route: Route) {
  const key = `${route.method} ${route.url}`;
  const segments = route.url.split("/").map((segment) => (segment.startsWith(":") ? id.map(encode) : fc.constant(segment)));
  return fc.record({
    method: route.alsoMethods.length
      ? fc.oneof({ weight: 4, arbitrary: fc.constant(route.method) }, { weight: 1, arbitrary: fc.constantFrom(...route.alsoMethods) })
      : fc.constant(route.method),
    path: fc.tuple(...segments).map((parts) => parts.join("/")),
    unknownTail: route.url.endsWith(":unknown") ? urlPart : fc.constant(""),
    query: queryFor(key),
    body: route.method === "GET" ? fc.oneof({ weight: 9, arbitrary: fc.constant<Body>({}) }, { weight: 1, arbitrary: body }) : bodyFor(key),
    headers,
    ip: fc.ipV4(),
  });
}

// ── What every answer must be ──────────────────────────────────────────────

const LEAKS: [string, RegExp][] = [
  ["a stack frame", /\bat (?:async )?[\w$.<>[\]]+ \(?[^\s()]*:\d+:\d+\)?/],
  ["a file path", /(?:\/work\/|node_modules|file:\/\/\/|\/src\/server\/)/],
  ["the database's name", /postgres|pglite|drizzle|\bpg-core\b/i],
  [
    "SQL",
    /\b(?:SELECT\s[^\n]*\sFROM|INSERT INTO|UPDATE "|DELETE FROM|Failed query|syntax error at|violates (?:not-null|unique|foreign key|check) constraint|duplicate key value|invalid byte sequence|relation "\w+")\b/i,
  ],
  ["an error class", /\b(?:TypeError|ReferenceError|RangeError|SyntaxError|DrizzleQueryError|DatabaseError|BetterAuthError): /],
];
const BINARY = /^(?:audio|video|image)\/|^application\/(?:pdf|octet-stream)/;

function problem(res: LightMyRequestResponse): string | null {
  if (res.statusCode >= 500) return `status ${res.statusCode}`;
  if (BINARY.test(String(res.headers["content-type"] ?? ""))) return null;
  for (const [what, pattern] of LEAKS) {
    const match = pattern.exec(res.body);
    if (match) return `${what} in the answer: ${JSON.stringify(match[0])}`;
  }
  return null;
}

type Case = ReturnType<typeof requestFor> extends fc.Arbitrary<infer C> ? C : never;

async function send(route: Route, c: Case) {
  const url = `${c.path.replace(":unknown", c.unknownTail)}${c.query}`;
  const hdrs: Record<string, string> = { ...c.headers };
  if (c.body.contentType) hdrs["content-type"] = c.body.contentType;
  else delete hdrs["content-encoding"];
  const res = await t.app.inject({
    method: c.method as "GET",
    url,
    headers: hdrs,
    remoteAddress: c.ip,
    ...(c.body.payload !== undefined ? { payload: c.body.payload } : {}),
  });
  if (STATS) {
    const counts = statuses.get(`${route.method} ${route.url}`) ?? new Map<number, number>();
    counts.set(res.statusCode, (counts.get(res.statusCode) ?? 0) + 1);
    statuses.set(`${route.method} ${route.url}`, counts);
  }
  const found = problem(res);
  if (found) {
    const sent = {
      method: c.method,
      url,
      headers: hdrs,
      body: typeof c.body.payload === "string" ? c.body.payload.slice(0, 300) : c.body.payload ? `<${c.body.payload.length} bytes>` : undefined,
    };
    throw new Error(`${route.method} ${route.url}: ${found}\nsent: ${JSON.stringify(sent)}\nanswer: ${res.body.slice(0, 500)}`);
  }
}

describe("API fuzz (pglite)", () => {
  it("enumerates the app's routes and Better Auth's endpoints", () => {
    expect(routes.length).toBeGreaterThan(40);
    for (const expected of [
      "POST /api/contact",
      "GET /api/posts/:id",
      "POST /api/podcasts",
      "PUT /api/content-items/:id",
      "POST /api/auth/sign-in/email",
      "GET /api/auth/get-session",
    ]) {
      expect([...byKey.keys()], expected).toContain(expected);
    }
  });

  it.each(routes.map((r) => [`${r.method} ${r.url}`, r] as const))(
    "%s: no 5xx, no database or stack text",
    async (_name, route) => {
      await fc.assert(
        fc.asyncProperty(requestFor(route), (c) => send(route, c)),
        { numRuns: RUNS, seed: SEED, endOnFailure: true },
      );
    },
    120_000,
  );

  // Malformed multipart bodies on the upload routes, with the admin's session.
  const malformed: [string, { payload: string | Buffer; contentType: string }][] = [
    ["no boundary", { payload: '--x\r\nContent-Disposition: form-data; name="title"\r\n\r\nA\r\n--x--\r\n', contentType: "multipart/form-data" }],
    [
      "the wrong boundary",
      { payload: '--x\r\nContent-Disposition: form-data; name="title"\r\n\r\nA\r\n--x--\r\n', contentType: "multipart/form-data; boundary=y" },
    ],
    [
      "an unterminated body",
      {
        payload:
          '--x\r\nContent-Disposition: form-data; name="title"\r\n\r\nA\r\n--x\r\nContent-Disposition: form-data; name="file"; filename="a.mp3"\r\n\r\nID3',
        contentType: "multipart/form-data; boundary=x",
      },
    ],
    [
      "JSON declared as multipart",
      { payload: JSON.stringify({ title: "A", category: "briefing", mediaType: "text" }), contentType: "multipart/form-data; boundary=x" },
    ],
    ["an empty body", { payload: "", contentType: "multipart/form-data; boundary=x" }],
  ];
  describe.each(UPLOAD_ROUTES)("%s with malformed multipart", (key) => {
    it.each(malformed)("%s: a 4xx", async (_name, { payload, contentType }) => {
      const url = key.split(" ")[1]!.replace(":id", seeded[5]!);
      const res = await t.app.inject({
        method: key.split(" ")[0] as "POST",
        url,
        payload,
        headers: { "content-type": contentType, cookie: admin.cookie, origin: ORIGIN },
      });
      expect(res.statusCode, res.body).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, res.body).toBeLessThan(500);
    });
  });
});
