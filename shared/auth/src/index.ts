// @farm/auth: the sign-in path, one small import-map module. A signed-out visit loads this and the root config's
// entry only (no React, no @farm/core), so the sign-in form shows after the fewest bytes; @farm/core re-exports it.
export { signIn, completeSignIn, signedInUser, getAccessToken, getSessionId, rememberSessionId, endSession } from './auth';
export { signInAfterLogoutElsewhere } from './auth';
export { clientConfig } from './client-config';
