import type { FastifyRequest } from 'fastify';
import { ApiError } from '../../http';

export const staffOnly = () => new ApiError(403, 'STAFF_ONLY', 'Only supplier staff can do this.');

/** A preHandler for staff-only routes: internal users pass, everyone else gets 403. */
export async function requireInternal(request: FastifyRequest): Promise<void> {
  if (!request.auth.user.internal) throw staffOnly();
}
