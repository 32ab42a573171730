export { loadElement } from './load-element';
