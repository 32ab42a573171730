import { createInterface } from 'node:readline';
import { PassThrough, Readable } from 'node:stream';
import { z } from 'zod';
import type { Db } from '../../db';
import { ApiError, errorResponses, type ApiApp } from '../../http';
import { MAX_BATCH_RECORDS, runBatch } from './batch-service';
import type { RecordServices } from './record-kind';

const NDJSON = 'application/x-ndjson';

/** One line of the answer, as documented (the route streams the lines, so this schema checks none on the way out). */
const recordResultSchema = z.object({
  line: z.number().int(),
  kind: z.string().optional(),
  externalId: z.string().optional(),
  result: z.enum(['created', 'updated', 'unchanged', 'stale', 'rejected']),
  code: z.string().optional(),
  retryable: z.boolean().optional(),
  reason: z.string().optional(),
});

/**
 * POST /api/integration/v1/batch: the merchant's records as NDJSON, one JSON object a line, up to 10,000. The
 * answer streams back one NDJSON line per record as it is written, so a large batch shows progress and a client can
 * act on each result (retry a `retryable` rejection once its parent is sent).
 */
export function postBatch(app: ApiApp, { db, ...services }: RecordServices & { db: Db }): void {
  // The body is read line by line as it arrives, never held whole; runBatch stops at MAX_BATCH_RECORDS.
  app.addContentTypeParser(NDJSON, (_request, payload, done) => done(null, payload));
  app.post(
    '/batch',
    {
      schema: {
        operationId: 'postIntegrationBatch',
        tags: ['integration'],
        summary: `Create or update up to ${MAX_BATCH_RECORDS} records (NDJSON in, one NDJSON result line per record out)`,
        description:
          'Each line: {"kind":"movement","externalId":"…","version":3,"data":{…}}. A record with an older version than the stored one is `stale`, ' +
          'the same record again `unchanged`; a record whose parent is not there yet is rejected with `retryable: true`.',
        consumes: [NDJSON],
        produces: [NDJSON],
        response: { 200: recordResultSchema.describe('One result per record, as NDJSON lines'), ...errorResponses(401, 403, 415) },
      },
    },
    async (request, reply) => {
      // Fastify's own parsers take JSON and plain text too; only NDJSON arrives here as the stream it reads.
      if (!(request.body instanceof Readable)) throw new ApiError(415, 'UNSUPPORTED_MEDIA_TYPE', `Send the batch as ${NDJSON}: one JSON record a line.`);
      const lines = createInterface({ input: request.body, crlfDelay: Infinity });
      const out = new PassThrough();
      void runBatch(db, services, request.integration, lines, (result) => out.write(`${JSON.stringify(result)}\n`), { log: request.log }).then(
        () => {
          out.end();
          // Load notifications' e-mails were queued with the records: send them now, not at the next poll.
          void app.farm.outbox.drain();
        },
        (error: unknown) => {
          request.log.error({ err: error }, 'integration batch failed');
          out.destroy(error as Error);
        },
      );
      // A stream: Fastify sends it as it is written, past the (documenting) response schema.
      return reply.type(NDJSON).send(out as never);
    },
  );
}
