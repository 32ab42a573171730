import { createHash, randomBytes } from 'node:crypto';

/** Keys are 32 random bytes, so a fast hash is enough: nobody can guess one to match a stolen hash. */
export const hashPartnerKey = (key: string): string => createHash('sha256').update(key).digest('base64url');

/** A new partner key; it is shown once, when the partner is created, and only its hash is stored. */
export const newPartnerKey = (): string => randomBytes(32).toString('base64url');
