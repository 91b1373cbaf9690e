import fs from "node:fs";
import path from "node:path";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";

/** The origin the test app trusts (config defaults: 127.0.0.1:3000). */
export const ORIGIN = "http://127.0.0.1:3000";

export function post(app: FastifyInstance, url: string, payload: object, extra: { cookie?: string; ip?: string; origin?: string } = {}) {
  return app.inject({
    method: "POST",
    url,
    payload,
    remoteAddress: extra.ip ?? "127.0.0.1",
    headers: { origin: extra.origin ?? ORIGIN, ...(extra.cookie ? { cookie: extra.cookie } : {}) },
  });
}

let nextIp = 0;
/** A distinct client address per call, so per-IP sign-up limits do not couple tests. */
const freshIp = () => `10.200.${Math.floor(++nextIp / 250)}.${(nextIp % 250) + 1}`;

export function signUp(app: FastifyInstance, email: string, password = "Tr1pwire-Falcon", name = "Test Member", ip = freshIp()) {
  return post(app, "/api/auth/sign-up/email", { email, password, name, callbackURL: "/login" }, { ip });
}

export function signIn(app: FastifyInstance, email: string, password = "Tr1pwire-Falcon", ip?: string) {
  return post(app, "/api/auth/sign-in/email", { email, password }, { ip });
}

/** "name=value" of the session cookie set by a response, for the next request's Cookie header. */
export function sessionCookie(res: LightMyRequestResponse): string {
  const raw = ([] as string[]).concat(res.headers["set-cookie"] ?? []);
  const cookie = raw.find((c) => /session_token=[^;]/.test(c));
  if (!cookie) throw new Error(`no session cookie: ${res.statusCode} ${res.body}`);
  return cookie.split(";")[0]!;
}

export function me(app: FastifyInstance, cookie?: string) {
  return app.inject({ method: "GET", url: "/api/me", headers: cookie ? { cookie } : {} });
}

/** Messages in the dev outbox addressed to `to`, oldest first (the outbox writes text as 8bit). */
export function outbox(dataDir: string, to: string): string[] {
  const dir = path.join(dataDir, "mail");
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .sort()
    .map((f) => fs.readFileSync(path.join(dir, f), "utf8"))
    .filter((m) => m.includes(`To: ${to}`));
}

/** The first link in a message that points at our auth API. */
export function linkIn(message: string): URL {
  const match = message.match(/https?:\/\/\S+\/api\/auth\/\S+/);
  if (!match) throw new Error(`no auth link in message:\n${message}`);
  return new URL(match[0]);
}
