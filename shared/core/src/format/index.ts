export { formatDate } from './format';
