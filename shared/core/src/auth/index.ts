export { signIn, completeSignIn, signedInUser, getAccessToken, getSessionId, rememberSessionId, endSession } from './auth';
export { signInAfterLogoutElsewhere } from './auth';
