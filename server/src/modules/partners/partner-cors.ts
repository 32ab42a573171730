import type { FastifyCorsOptions } from '@fastify/cors';
import { PARTNER_KEY_HEADER } from '@farm/core/domain';
import type { FastifyRequest } from 'fastify';
import type { PartnerDirectory } from './partner-directory';
import { partnerOf } from './partner-of-request';

type CorsOptions = Omit<FastifyCorsOptions, 'delegator' | 'hook'>;

const MAX_AGE_SECONDS = 600;
const common: CorsOptions = {
  methods: ['GET', 'HEAD'],
  allowedHeaders: [PARTNER_KEY_HEADER, 'Accept'],
  exposedHeaders: ['Retry-After', 'X-RateLimit-Limit', 'X-RateLimit-Remaining', 'X-RateLimit-Reset'],
  maxAge: MAX_AGE_SECONDS,
  credentials: false,
};

/**
 * CORS for /api/public. Open paths (the calculators' read-only data) allow any origin. The partner paths
 * allow an origin per request: a preflight carries no key, so it passes for any active partner's origin;
 * the request itself passes only for an origin its key's partner allows. Without a usable key, a known
 * partner origin may still read the error, so the widget can say the key is missing or wrong. Any other
 * origin gets no CORS headers at all and the browser keeps the answer from the page.
 */
export function publicCorsDelegator(directory: PartnerDirectory, isOpenPath: (path: string) => boolean) {
  return async (request: FastifyRequest): Promise<CorsOptions> => {
    const path = request.url.split('?')[0] ?? '';
    if (isOpenPath(path)) return { ...common, origin: '*' };
    const origin = request.headers.origin;
    if (!origin) return { ...common, origin: false };
    const partner = request.method === 'OPTIONS' ? undefined : await partnerOf(directory, request);
    const allowed = partner ? partner.allowed_origins.includes(origin) : (await directory.activeOrigins()).has(origin);
    return { ...common, origin: allowed ? origin : false };
  };
}
