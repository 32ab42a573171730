import type { FastifyReply } from 'fastify';
import type { KoaContextWithOIDC } from 'oidc-provider';
import { cspNonce } from '../http';
import type { Page } from './pages/html';

/** Answers with one of the sign-in pages: never stored, with this response's CSP nonce. */
export function sendPage(reply: FastifyReply, page: Page, status = 200): FastifyReply {
  return reply
    .code(status)
    .header('cache-control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(page(cspNonce(reply.raw)));
}

/** The same for a page the provider renders itself (Koa), which gets the raw response the nonce is kept on. */
export function setPageBody(ctx: KoaContextWithOIDC, page: Page): void {
  ctx.type = 'html';
  ctx.body = page(cspNonce(ctx.res));
}
