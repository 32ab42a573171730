import type { FastifyRequest } from 'fastify';

/** Who changed a piece of content, kept beside it. */
export const editor = (request: FastifyRequest) => request.auth.user.email;
