export { readUserCookie, writeUserCookie, userCookieString, sharedCookieDomain, USER_COOKIE_NAME } from './user-cookie';
export type { UserCookie } from './user-cookie';
