import { createHash } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { FastifyInstance, FastifyRequest } from "fastify";
import helmet, { type HelmetOptions } from "helmet";

import { isOpenerFreePage } from "../../shared/opener-policy.js";
import { isBuiltAssetRoute } from "../access/built-files.js";
import { isApiRequest } from "./routed-path.js";

/**
 * Strict headers on every response (a static file of the build and a JSON
 * answer of the API get only those they need, ASSET_HEADERS and
 * API_POLICY). Scripts only from our own origin, and the inline scripts
 * given, each allowed by its hash (the rendered pages' script loader,
 * docs/decisions/071); styles allow inline attributes that UI primitives set;
 * images, media and frames from our own origin and blob: (the PDF frame, an
 * image about to be uploaded), plus the object store that presigned URLs
 * point at (members' files and images), when there is one.
 */
function helmetOptions(secure: boolean, mediaOrigin: string | null, inlineScripts: string[]): HelmetOptions {
  const media = mediaOrigin ? [mediaOrigin] : [];
  const scriptHashes = inlineScripts.map((script) => `'sha256-${createHash("sha256").update(script).digest("base64")}'`);
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        "default-src": ["'self'"],
        "script-src": ["'self'", ...scriptHashes],
        "style-src": ["'self'", "'unsafe-inline'"],
        "img-src": ["'self'", "data:", "blob:", ...media],
        "font-src": ["'self'"],
        "media-src": ["'self'", "blob:", ...media],
        "frame-src": ["'self'", "blob:", ...media],
        "connect-src": ["'self'"],
        "object-src": ["'none'"],
        "base-uri": ["'self'"],
        "form-action": ["'self'"],
        "frame-ancestors": ["'self'"],
        ...(secure ? { "upgrade-insecure-requests": [] } : {}),
      },
    },
    // Media and PDFs are framed by our own pages only.
    frameguard: { action: "sameorigin" },
    hsts: secure ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    crossOriginEmbedderPolicy: false,
  };
}

/**
 * The headers helmet sets, worked out once. They depend on the
 * configuration only, never on the request; @fastify/helmet built helmet
 * again on every request (its CSP parsing showed in a CPU profile of the
 * post read, docs/decisions/065).
 */
function securityHeaders(secure: boolean, mediaOrigin: string | null, inlineScripts: string[]): [string, string][] {
  const headers: [string, string][] = [];
  const collect = {
    setHeader: (name: string, value: string | number) => headers.push([name.toLowerCase(), String(value)]),
    removeHeader: () => undefined,
  };
  helmet(helmetOptions(secure, mediaOrigin, inlineScripts))({} as IncomingMessage, collect as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error instanceof Error ? error : new Error(String(error));
  });
  return headers;
}

/**
 * What a file of the build other than a page needs of those headers
 * (docs/decisions/091): `nosniff`, so a script or stylesheet runs only with
 * its own type; the resource policy, so other sites cannot load it in
 * their pages; and HSTS over https. The policy for what a page may load and
 * the other page headers (frames, referrer, opener) apply to documents, and
 * cost each script about 0.7 KB.
 */
const ASSET_HEADERS = new Set(["x-content-type-options", "cross-origin-resource-policy", "strict-transport-security"]);

/** A file of the build that is not a page (access/built-files.ts). */
const isStaticAsset = (request: FastifyRequest) => isBuiltAssetRoute(request.routeOptions.url, request.routeOptions.config);

/**
 * What a JSON answer of the API needs (docs/decisions/122): `nosniff`, the
 * resource policy and HSTS as a file of the build, and a policy under which
 * the answer, were it opened or framed, may load nothing and be framed by
 * nobody. The page policies (script hashes, opener, referrer, legacy `X-`
 * headers) govern documents; on a member's post read, setting and writing
 * them was about a quarter of the server's JavaScript time.
 */
const API_POLICY = "default-src 'none'; frame-ancestors 'none'";

/** Not sent on the pages a shared link opens (shared/opener-policy.ts, docs/decisions/127). */
const OPENER_POLICY = "cross-origin-opener-policy";

/**
 * The path of the request's target as sent, without its query: the path the
 * page's address spells when nothing between the browser and us rewrote it
 * (the app errs towards a reload when it did, shared/opener-policy.ts).
 */
function requestedPath(request: FastifyRequest): string {
  const query = request.url.indexOf("?");
  return query < 0 ? request.url : request.url.slice(0, query);
}

/** A JSON answer, the API's usual; an API route's file, image, feed, CSV or redirect is answered as a page is. */
const isJson = (type: unknown) => typeof type === "string" && type.startsWith("application/json");

/** `inlineScripts`: the text of each inline script the pages may run. */
export function registerSecurityHeaders(app: FastifyInstance, secure: boolean, mediaOrigin: string | null, inlineScripts: string[]): void {
  const headers = securityHeaders(secure, mediaOrigin, inlineScripts);
  const assetHeaders = headers.filter(([name]) => ASSET_HEADERS.has(name));
  const apiHeaders: [string, string][] = [["content-security-policy", API_POLICY], ...assetHeaders];
  const apiValues = new Map(apiHeaders);
  const page = Object.fromEntries(headers);
  const openerFreePage = Object.fromEntries(headers.filter(([name]) => name !== OPENER_POLICY));
  const asset = Object.fromEntries(assetHeaders);
  const api = Object.fromEntries(apiHeaders);
  // By the path as the request spells it, not the routed one: `/%66ield-manual/<id>` is routed as a post, and the
  // app, which sees only the spelling, must not take a document sent without the policy for one with it.
  const pageHeaders = (request: FastifyRequest) => (isOpenerFreePage(requestedPath(request)) ? openerFreePage : page);
  // Before the route runs, as @fastify/helmet did: a route that needs another value for one of them sets it later.
  // Among the reply's own headers, not on the raw response: Node writes a response whose headers all come
  // with writeHead in one pass, and checks each header twice when some were set on the response before.
  app.addHook("onRequest", (request, reply, done) => {
    reply.headers(isApiRequest(request) ? api : isStaticAsset(request) ? asset : pageHeaders(request));
    done();
  });
  // An API answer that turns out not to be JSON gets the whole set, except where its route set a value of its own.
  // An answer without a body (304, 204) keeps the API's: a 304 updates the headers of the JSON the browser kept.
  // An error in place of a file of the build (a missing one under /assets/, whose one route gave it a file's
  // headers before the file was looked for) gets the whole set too, as any other address's error does.
  app.addHook("onSend", (request, reply, payload, done) => {
    if (isApiRequest(request)) {
      if (!isJson(reply.getHeader("content-type")) && reply.statusCode !== 304 && reply.statusCode !== 204)
        for (const [name, value] of headers) {
          const current = reply.getHeader(name);
          if (current === undefined || current === apiValues.get(name)) reply.header(name, value);
        }
    } else if (reply.statusCode >= 400 && !reply.hasHeader("content-security-policy")) reply.headers(pageHeaders(request));
    done(null, payload);
  });
}
