export { signIn, completeSignIn, signedInUser, getAccessToken, getSessionId, rememberSessionId, endSession } from './auth';
export { signInAfterLogoutElsewhere } from './auth';
export { safeReturnPath } from './return-path';
export { needsRelogin } from './relogin-error';
