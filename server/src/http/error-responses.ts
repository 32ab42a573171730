import { errorEnvelopeSchema } from '@farm/core/domain';

/**
 * A route's documented error answers, each status with the error envelope, for its `response` schema:
 * `response: { 200: envelopeSchema(…), ...errorResponses(400, 401, 403) }`.
 */
export const errorResponses = <Status extends number>(...statuses: Status[]) =>
  Object.fromEntries(statuses.map((status) => [status, errorEnvelopeSchema])) as Record<Status, typeof errorEnvelopeSchema>;
