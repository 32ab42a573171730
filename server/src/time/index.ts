export { ukDateKey } from './uk-date';
