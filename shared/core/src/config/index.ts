export { clientConfig, defaultClientConfig } from './client-config';
export type { ClientConfig } from './client-config';
