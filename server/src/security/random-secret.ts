import { createHash, randomBytes } from 'node:crypto';

/**
 * A new secret for a machine (a partner's key, an integration client's secret): 32 random bytes, shown once when it
 * is made. Only its hash is stored.
 */
export const newRandomSecret = (): string => randomBytes(32).toString('base64url');

/** Secrets are 32 random bytes, so a fast hash is enough: nobody can guess one to match a stolen hash. */
export const hashRandomSecret = (secret: string): string => createHash('sha256').update(secret).digest('base64url');
