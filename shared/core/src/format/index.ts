export { formatDate, formatPounds, formatPoundsPerTonne, DATE_FORMATS } from './format';
export type { DateFormat } from './format';
