export { formatDate, formatPounds, formatPoundsPerTonne } from './format';
