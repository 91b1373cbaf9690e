import { promisify } from "node:util";
import zlib from "node:zlib";
import { negotiate } from "@fastify/accept-negotiator";
import type { FastifyReply, FastifyRequest } from "fastify";

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Best first: brotli is about a sixth smaller than gzip on these pages. */
const ENCODINGS = ["br", "gzip", "identity"] as const;
type Encoding = (typeof ENCODINGS)[number];

/**
 * The encodings a client refuses outright ("br;q=0"): the negotiator would
 * otherwise still choose one of them for a "*" in the same header.
 */
function refusedEncodings(header: string): Set<string> {
  const refused = new Set<string>();
  for (const part of header.split(",")) {
    const [name = "", ...params] = part.split(";").map((p) => p.trim().toLowerCase());
    if (params.some((p) => /^q\s*=\s*0(\.0{0,3})?$/.test(p))) refused.add(name);
  }
  return refused;
}

/**
 * Brotli's window for `bytes` of input, as a power of two: the smallest that
 * holds the whole page (a window is 16 bytes short of its power), so nothing
 * is lost against the default 4 MiB one, which the encoder allocates and
 * touches for every page. A 55 KB post's page at quality 5, off the main
 * thread as here and with `npm start`'s malloc settings: 1.7-2.1 ms against
 * 2.0-2.4 ms with the default window, 11,720 bytes against 11,738.
 */
const brotliWindow = (bytes: number) => Math.min(24, Math.max(10, Math.ceil(Math.log2(bytes + 16))));

/**
 * A page brotli compresses quickly (a rendered record's or library page, at
 * quality 5) is compressed on the main thread: a 55 KB post's page took
 * 1.2-1.3 ms so, as the first page after a start, where handing it to
 * libuv's threads and back took 3.8-6.2 ms. A larger page, or one at a
 * higher quality (the shell's and the prerendered pages' 11, about 150 ms),
 * still goes to those threads.
 */
const QUICK_BROTLI = { quality: 5, bytes: 128 * 1024 };

/**
 * A page whose HTML is fixed for a while (the shell and the prerendered
 * pages for the server's life, a rendered record until it changes), kept
 * compressed: each encoding is made on its first request, off the main
 * thread unless it is quick (QUICK_BROTLI), and then sent as it is, so no
 * request pays for compressing it again. Pages sent through the not-found
 * handler would otherwise go out uncompressed, since @fastify/compress acts
 * on routes only. Brotli's strongest setting (11, the default) takes about
 * 150 ms for the landing page and saves a tenth of its size over 5: worth it
 * for a page made once.
 */
export class PrecompressedPage {
  readonly #encoded = new Map<Encoding, Promise<Buffer>>();

  constructor(
    readonly html: string,
    private readonly brotliQuality = 11,
  ) {}

  /** What the page holds in memory, in characters (the caches' bound on rendered pages). */
  get size(): number {
    return this.html.length;
  }

  #body(encoding: Encoding): Promise<Buffer> {
    let body = this.#encoded.get(encoding);
    if (!body) {
      const raw = Buffer.from(this.html);
      const { BROTLI_PARAM_MODE, BROTLI_MODE_TEXT, BROTLI_PARAM_QUALITY, BROTLI_PARAM_SIZE_HINT, BROTLI_PARAM_LGWIN } = zlib.constants;
      if (encoding === "identity") body = Promise.resolve(raw);
      else if (encoding === "gzip") body = gzip(raw, { level: 9 });
      else {
        const options = {
          params: {
            [BROTLI_PARAM_MODE]: BROTLI_MODE_TEXT,
            [BROTLI_PARAM_QUALITY]: this.brotliQuality,
            [BROTLI_PARAM_SIZE_HINT]: raw.length,
            [BROTLI_PARAM_LGWIN]: brotliWindow(raw.length),
          },
        };
        const quick = this.brotliQuality <= QUICK_BROTLI.quality && raw.length <= QUICK_BROTLI.bytes;
        body = quick ? Promise.resolve().then(() => zlib.brotliCompressSync(raw, options)) : brotli(raw, options);
      }
      this.#encoded.set(encoding, body);
      // A failed compression fails its request, and is tried again by the next one.
      body.catch(() => this.#encoded.delete(encoding));
    }
    return body;
  }

  /** Sends the page in the best encoding the client accepts (identity if it accepts none of ours). */
  async send(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
    const header = request.headers["accept-encoding"] ?? "";
    const refused = refusedEncodings(header);
    const encoding =
      (negotiate(
        header,
        ENCODINGS.filter((e) => !refused.has(e)),
      ) as Encoding | null) ?? "identity";
    const body = await this.#body(encoding);
    // Added to what the route may already vary by (a library page: the cookie).
    const vary = reply.getHeader("vary");
    reply.header("vary", vary ? `${String(vary)}, accept-encoding` : "accept-encoding").type("text/html; charset=utf-8");
    if (encoding !== "identity") reply.header("content-encoding", encoding);
    return reply.send(body);
  }
}
