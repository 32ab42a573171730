import type { FastifyReply } from 'fastify';
import type * as z from 'zod';

/**
 * The JSON of answers made from a cached read, checked against the route's response schema and serialised once
 * per cached value (kept beside it, and dropped with it), then sent as is. For a large answer the check and
 * the serialisation cost more than everything else a cached read does.
 */
export function serialisedOnce<S extends z.ZodType>(schema: S) {
  const answers = new WeakMap<object, Map<string, string>>();
  return {
    /** Sends the answer `variant` of `cached`, making it with `make` the first time. */
    send(reply: FastifyReply, cached: object, variant: string, make: () => z.input<S>): FastifyReply {
      let byVariant = answers.get(cached);
      if (!byVariant) answers.set(cached, (byVariant = new Map()));
      let json = byVariant.get(variant);
      if (json === undefined) {
        // What the route's serialiser would do: the zod parse (check, unknown keys dropped), then JSON.
        json = JSON.stringify(schema.parse(make()));
        byVariant.set(variant, json);
      }
      return reply.type('application/json; charset=utf-8').send(json);
    },
  };
}
