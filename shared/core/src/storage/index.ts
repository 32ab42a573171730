export { readUserCookie, writeUserCookie } from './user-cookie';
export { clearViewAs, readViewAs, writeViewAs } from './view-as-storage';
export type { ViewingAs } from './view-as-storage';
