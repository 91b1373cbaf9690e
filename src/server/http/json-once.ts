import type { FastifyReply } from "fastify";
import { z } from "zod";

/** Sends a body made by `jsonOnce`: a string with the JSON content type is sent as it is, not serialised again. */
export function sendJson(reply: FastifyReply, json: string): FastifyReply {
  return reply.type("application/json; charset=utf-8").send(json);
}

/**
 * A route's JSON body made once per kept record and variant (docs/decisions/066).
 *
 * Encoding a post with its response schema and stringifying it was the
 * largest cost of the post read left in a CPU profile; the record is kept in
 * memory and read far more often than it changes. The body is kept beside
 * the record object itself (a WeakMap), so it goes when the record's cache
 * drops it, and a changed record is a new object with new bodies. `variant`
 * must name everything besides the record that the body depends on (for a
 * post: whether the viewer may read it). The string is made as Fastify's
 * zod serializer makes it (encode with the schema, then JSON.stringify);
 * tests compare the two.
 */
export function jsonOnce<S extends z.ZodType>(schema: S): (record: object, variant: string, body: z.output<S>) => string {
  const made = new WeakMap<object, Map<string, string>>();
  return (record, variant, body) => {
    let variants = made.get(record);
    if (!variants) made.set(record, (variants = new Map()));
    let json = variants.get(variant);
    if (json === undefined) variants.set(variant, (json = JSON.stringify(z.encode(schema, body))));
    return json;
  };
}
