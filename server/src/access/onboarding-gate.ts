import { ONBOARDING_ERROR_CODES } from '@farm/core/domain';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db';
import { ApiError } from '../http';
import { cachedRead, type DataChanges } from '../read-cache';

/** What a user must still do before the portal shows them any business's data (spec 1 §4). */
export interface Onboarding {
  activationPending: boolean;
  termsPending: boolean;
}

const activationPending = () => new ApiError(403, ONBOARDING_ERROR_CODES.activation, 'Activate your account with the code from your welcome letter first.');
const termsPending = () => new ApiError(403, ONBOARDING_ERROR_CODES.terms, 'Accept the terms and conditions first.');

/**
 * The pending steps of the caller, read from the users table through a cached read: a step completed (here or on
 * another instance) moves the data generation, so the gate opens on the next request. Staff viewing a business
 * as its lead are judged as themselves.
 */
export function onboardingReader(db: Db, changes: Pick<DataChanges, 'generation'>): (request: FastifyRequest) => Promise<Onboarding> {
  const read = cachedRead<Onboarding>(changes);
  return (request) => {
    const id = (request.auth.viewAs?.staff ?? request.auth.user).id;
    return read.get(id, async () => {
      const row = await db.selectFrom('users').select(['activation_pending', 'terms_pending']).where('id', '=', id).executeTakeFirst();
      return { activationPending: row?.activation_pending ?? false, termsPending: row?.terms_pending ?? false };
    });
  };
}

/** Refuses a user whose activation or terms acceptance is pending, naming the step (activation comes first). */
export async function assertOnboarded(onboarding: Promise<Onboarding>): Promise<void> {
  const { activationPending: activate, termsPending: terms } = await onboarding;
  if (activate) throw activationPending();
  if (terms) throw termsPending();
}
