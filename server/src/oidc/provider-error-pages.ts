import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config';
import { ApiError } from '../http';
import { renderMessagePage } from './pages/message-page';
import { sendPage } from './send-page';

const GENERIC = 'Something went wrong. Please try again later.';

function describe(error: FastifyError | ApiError): { status: number; message: string } {
  if (error instanceof ApiError) return { status: error.status, message: error.errorMessage };
  const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
  return { status, message: status < 500 ? error.message : GENERIC };
}

function page(config: Config, reply: FastifyReply, status: number, message: string) {
  const title = status < 500 ? 'We could not read that request' : 'Sorry, something went wrong';
  return sendPage(reply, renderMessagePage(title, message, { href: `${config.publicUrl}/`, text: 'Back to MyFarm' }), status);
}

/** Errors of the provider's own pages (sign-in, password reset): people read them, so they are pages. */
export function pageErrorHandler(config: Config) {
  return (error: FastifyError | ApiError, request: FastifyRequest, reply: FastifyReply) => {
    const { status, message } = describe(error);
    if (status >= 500) request.log.error({ err: error }, 'provider page failed');
    return page(config, reply, status, message);
  };
}

/**
 * Errors raised in front of the provider's endpoints (a malformed request refused before the provider sees it):
 * an OAuth error body (RFC 6749 §5.2) for the portal's token, revocation and discovery calls, a page for a
 * browser that navigated there (the authorization and end-session endpoints).
 */
export function providerErrorHandler(config: Config) {
  return (error: FastifyError | ApiError, request: FastifyRequest, reply: FastifyReply) => {
    const { status, message } = describe(error);
    if (status >= 500) request.log.error({ err: error }, 'provider request failed');
    if (/text\/html/.test(request.headers.accept ?? '')) return page(config, reply, status, message);
    return reply
      .code(status)
      .header('cache-control', 'no-store')
      .send({ error: status < 500 ? 'invalid_request' : 'server_error', error_description: message });
  };
}
