import helmet from "@fastify/helmet";
import type { FastifyInstance } from "fastify";

/**
 * Strict headers on every response. Scripts only from our own origin (no
 * inline scripts); styles allow inline attributes that UI primitives set;
 * media and frames from our own origin and blob: (the PDF frame), plus the
 * object store that presigned media URLs point at, when there is one.
 */
export async function registerSecurityHeaders(app: FastifyInstance, secure: boolean, mediaOrigin: string | null): Promise<void> {
  const media = mediaOrigin ? [mediaOrigin] : [];
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        "default-src": ["'self'"],
        "script-src": ["'self'"],
        "style-src": ["'self'", "'unsafe-inline'"],
        "img-src": ["'self'", "data:", "blob:"],
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
  });
}
