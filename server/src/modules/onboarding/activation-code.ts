import { hashPassword, verifyPassword } from '../../security/password';

/** Codes are printed in capitals on a letter; people type them in any case and with stray spaces. */
const normaliseActivationCode = (code: string) => code.replace(/\s+/g, '').toUpperCase();

/** Stored like a password (scrypt), so a copy of the database does not hand out working codes. */
export const hashActivationCode = (code: string) => hashPassword(normaliseActivationCode(code));

export const activationCodeMatches = (code: string, hash: string) => verifyPassword(normaliseActivationCode(code), hash);
