export { createOidcProvider, OIDC_MOUNT_PATH, OIDC_SCOPES } from './create-provider';
export { interactionRoutes } from './interaction-routes';
export { mountProvider } from './mount-provider';
export { userinfoRoute } from './userinfo-route';
