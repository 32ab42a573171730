export { logAction } from './log-action';
