import { PARTNER_KEY_HEADER } from '@farm/core/domain';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db';
import { findPartnerByKey, type PartnerRow } from './partner-queries';

const HEADER = PARTNER_KEY_HEADER.toLowerCase();
const lookups = new WeakMap<FastifyRequest, Promise<PartnerRow | undefined>>();

/** The X-Partner-Key header's value, if any. */
export function partnerKeyOf(request: FastifyRequest): string | undefined {
  const value = request.headers[HEADER];
  const key = Array.isArray(value) ? value[0] : value;
  return key?.trim() || undefined;
}

/** The partner of the request's key, looked up once per request (CORS and the guard both ask). */
export function partnerOf(db: Db, request: FastifyRequest): Promise<PartnerRow | undefined> {
  let lookup = lookups.get(request);
  if (!lookup) {
    const key = partnerKeyOf(request);
    lookup = key ? findPartnerByKey(db, key) : Promise.resolve(undefined);
    lookups.set(request, lookup);
  }
  return lookup;
}

export const isActive = (partner: PartnerRow | undefined): partner is PartnerRow => !!partner && partner.disabled_at === null;
