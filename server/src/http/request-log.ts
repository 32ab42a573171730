import { LogController, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';

// A reset link's token and a sign-in's authorization code are secrets that travel in query strings.
const SECRET_QUERY_VALUES = /([?&](?:token|code)=)[^&#]*/gi;

/** The URL as the request log may keep it. */
export const redactUrl = (url: string) => url.replace(SECRET_QUERY_VALUES, '$1[redacted]');

/** Fastify's default request fields, with the URL redacted. */
const requestLogSerializers = {
  req: (request: FastifyRequest) => ({ method: request.method, url: redactUrl(request.url), hostname: request.hostname, remoteAddress: request.ip }),
};

/**
 * Fastify's request lines ("incoming request", "request completed") at debug instead of info: writing two JSON
 * lines for every request halved the requests a second even a bare route answers. Failures still log at error
 * (here, and in the error handler); `LOG_LEVEL=debug` brings every request back.
 */
class DebugLevelRequestLog extends LogController {
  override incomingRequest(request: FastifyRequest): void {
    request.log.debug({ req: request }, 'incoming request');
  }

  override requestCompleted(error: Error | null | undefined, _request: FastifyRequest, reply: FastifyReply): void {
    if (error) reply.log.error({ res: reply, err: error, responseTime: reply.elapsedTime }, 'request errored');
    else reply.log.debug({ res: reply, responseTime: reply.elapsedTime }, 'request completed');
  }
}

/** The server's logger options at a level; `stream` is where the JSON lines go (stdout unless a test says). */
export function serverLogOptions(level: string, stream?: NodeJS.WritableStream): Pick<FastifyServerOptions, 'logger' | 'logController'> {
  return {
    logger: { level, serializers: requestLogSerializers, ...(stream ? { stream } : {}) },
    logController: new DebugLevelRequestLog(),
  };
}
