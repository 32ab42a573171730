import type { FastifyRequest } from 'fastify';
import { ApiError } from '../../http';

export const staffOnlyError = () => new ApiError(403, 'STAFF_ONLY', 'Only MyFarm staff can change this content.');

/** Checked before the body is validated, so an external user learns nothing about what a write expects. */
export async function staffOnly(request: FastifyRequest): Promise<void> {
  if (!request.auth.user.internal) throw staffOnlyError();
}

/** Who changed a piece of content, kept beside it. */
export const editor = (request: FastifyRequest) => request.auth.user.email;
