export { createOidcProvider, OIDC_MOUNT_PATH, OIDC_SCOPES } from './create-provider';
export { interactionRoutes, WRONG_CREDENTIALS } from './interaction-routes';
export { mountProvider } from './mount-provider';
