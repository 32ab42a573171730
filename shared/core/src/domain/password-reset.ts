/** Spec 1 §7: what the user reads once POST /myuser/passwordreset has sent the link. */
export const passwordResetSentMessage = (email: string) => `We have sent a password reset link to ${email}.`;

/** Spec 1 §6: what an internal user reads instead. */
export const INTERNAL_USER_PASSWORD_TITLE = 'Internal User';
export const INTERNAL_USER_PASSWORD_MESSAGE = 'You are an internal user, password change is not possible via MyFarm';
