import { PARTNER_KEY_HEADER } from '@farm/core/domain';
import type { FastifyRequest } from 'fastify';
import type { PartnerDirectory } from './partner-directory';
import type { PartnerRow } from './partner-queries';

const HEADER = PARTNER_KEY_HEADER.toLowerCase();

/** The X-Partner-Key header's value, if any. */
export function partnerKeyOf(request: FastifyRequest): string | undefined {
  const value = request.headers[HEADER];
  const key = Array.isArray(value) ? value[0] : value;
  return key?.trim() || undefined;
}

/** The active partner of the request's key, if any: from memory (the directory), so CORS and the guard both may ask. */
export function partnerOf(directory: PartnerDirectory, request: FastifyRequest): Promise<PartnerRow | undefined> {
  const key = partnerKeyOf(request);
  return key ? directory.byKey(key) : Promise.resolve(undefined);
}
