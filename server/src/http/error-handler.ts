import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { ApiError } from './api-error';
import { errorBody } from './envelope';

const GENERIC_MESSAGE = 'Something went wrong. Please try again later.';

/** Stable codes for the framework's own 4xx errors (bad JSON, wrong media type, body too large...). */
const CLIENT_ERROR_CODES: Record<number, string> = {
  400: 'BAD_REQUEST',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  406: 'NOT_ACCEPTABLE',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'TOO_MANY_REQUESTS',
};

function readableValidationMessage(error: FastifyError): string {
  if (!hasZodFastifySchemaValidationErrors(error)) return 'The request is not valid.';
  const context = error.validationContext ? `${error.validationContext}` : 'request';
  return error.validation
    .map((issue) => {
      const where = issue.instancePath.replace(/^\//, '').replace(/\//g, '.');
      return `${where ? `${context}.${where}` : context}: ${issue.message}`;
    })
    .join('; ');
}

/** Every error leaves as the spec's envelope with the HTTP status repeated in `status`; stacks stay in the log. */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof ApiError) {
      return reply.code(error.status).send(errorBody(error.status, error.errorCode, error.errorMessage, error.data));
    }
    if (hasZodFastifySchemaValidationErrors(error) || error.validation) {
      return reply.code(400).send(errorBody(400, 'VALIDATION_ERROR', readableValidationMessage(error)));
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause?.issues }, 'response did not match its schema');
      return reply.code(500).send(errorBody(500, 'INTERNAL_ERROR', GENERIC_MESSAGE));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Framework errors (bad JSON, unsupported media type, body too large): their messages are safe to show.
      return reply.code(status).send(errorBody(status, CLIENT_ERROR_CODES[status] ?? 'BAD_REQUEST', error.message));
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send(errorBody(500, 'INTERNAL_ERROR', GENERIC_MESSAGE));
  });
}
