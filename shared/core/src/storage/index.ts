export { readUserCookie, writeUserCookie } from './user-cookie';
