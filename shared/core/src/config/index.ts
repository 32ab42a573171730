export { clientConfig } from './client-config';
