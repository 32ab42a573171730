import { randomInt } from 'node:crypto';
import { DESTINATION_CODE_DIGITS } from '@farm/area-alerts/domain';
import { hashPassword, verifyPassword } from '../../security/password';

/** A code of random digits, leading zeros kept. */
export const newDestinationCode = (): string => String(randomInt(0, 10 ** DESTINATION_CODE_DIGITS)).padStart(DESTINATION_CODE_DIGITS, '0');

/**
 * Stored like a password (scrypt), as activation codes are, so a copy of the database does not show working codes.
 * Six digits can be worked out from a stolen hash, so what keeps a code safe is its short life and few tries.
 */
export const hashDestinationCode = (code: string) => hashPassword(code);

export const destinationCodeMatches = (code: string, hash: string) => verifyPassword(code, hash);
