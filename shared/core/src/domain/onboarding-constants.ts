/**
 * The API's 403 to a user who has not activated their account or accepted the terms yet (issue 27 §3): every
 * route but those that complete them, and the user's own profile, answers it.
 */
export const ONBOARDING_ERROR_CODES = { activation: 'ACTIVATION_PENDING', terms: 'TERMS_PENDING' } as const;
