// The activation code's messages (spec 1 §5), apart from the schema in activation.ts so the portal's core can
// export them without loading zod.

export const ACTIVATION_CODE_REQUIRED = 'Activation code is required.';
export const ACTIVATION_CODE_MIN_LENGTH = 8;
export const ACTIVATION_CODE_TOO_SHORT = `Activation code must be at least ${ACTIVATION_CODE_MIN_LENGTH} characters long.`;
export const ACTIVATION_CODE_INCORRECT = 'Incorrect code entered. Please try again.';
