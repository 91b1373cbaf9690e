import { LogController, type FastifyBaseLogger, type FastifyReply, type FastifyRequest } from "fastify";

/** Probes a load balancer sends every few seconds: logged only when they fail. */
const PROBES = new Set(["/healthz", "/readyz"]);

/** Per server logger: the line of an answered request, without the redaction paths (below). */
const completedLogs = new WeakMap<FastifyBaseLogger, FastifyBaseLogger>();

/**
 * One log line per request, when it has been answered: method, path (feed
 * and invitation tokens redacted by the logger's serializer), status and
 * time, at `info` (docs/decisions/122). Fastify wrote a second line as each
 * request arrived; at `info` the two lines cost a member's post read about
 * 37 µs of its 122 (bench/read-throughput.mjs's method). The arrival line is
 * kept at `debug`, for following a request that never finishes. Errors are
 * logged as Fastify logs them.
 */
export class RequestLog extends LogController {
  override incomingRequest(request: FastifyRequest): void {
    if (!this.isLogDisabled(request)) request.log.debug({ req: request }, "incoming request");
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (error || this.isLogDisabled(request)) return super.requestCompleted(error, request, reply);
    if (reply.statusCode < 400 && PROBES.has(request.url)) return;
    completedLog(request.server.log).info({ reqId: request.id, req: request, res: reply, responseTime: reply.elapsedTime }, "request completed");
  }
}

/**
 * The line holds only what the serializers make of the request and the reply,
 * so it skips the logger's redaction paths, which were half of its cost: they
 * are there for whatever else gets logged.
 */
function completedLog(log: FastifyBaseLogger): FastifyBaseLogger {
  let completed = completedLogs.get(log);
  if (!completed) completedLogs.set(log, (completed = log.child({}, { redact: [] } as Parameters<FastifyBaseLogger["child"]>[1])));
  return completed;
}
