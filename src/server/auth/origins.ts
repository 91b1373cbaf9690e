import type { Config } from "../config.js";

// Kept apart from auth.ts so the request path can use these without loading
// Better Auth itself (which is built lazily, see app.ts).

/** The header through which the Fastify bridge hands the client IP to Better Auth. */
export const CLIENT_IP_HEADER = "x-lobl-client-ip";

/**
 * The WebAuthn relying party: PUBLIC_URL's host name. Without one the site
 * runs on this machine, and browsers accept "localhost" there but no IP
 * address (so passkeys work at http://localhost:PORT, not 127.0.0.1).
 */
export const passkeyRpId = (config: Config) => (config.publicUrl ? new URL(config.publicUrl).hostname : "localhost");

/** Origins allowed to send state-changing requests (our Origin check and Better Auth's). */
export function trustedOrigins(config: Config): string[] {
  if (config.publicUrl) return [new URL(config.publicUrl).origin];
  const origins = [`http://127.0.0.1:${config.port}`, `http://localhost:${config.port}`];
  if (config.host !== "127.0.0.1" && config.host !== "0.0.0.0" && config.host !== "::") origins.push(`http://${config.host}:${config.port}`);
  // The Vite dev server proxies /api from :5173 during `npm run dev`.
  if (config.env === "development") origins.push("http://127.0.0.1:5173", "http://localhost:5173");
  return origins;
}
