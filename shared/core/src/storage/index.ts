// What widgets may read and clear of the browser's storage; the user cookie is the bus's own (bus/commands).
export { clearViewAs, readViewAs, writeViewAs } from './view-as-storage';
