export { clientConfigOf } from './client-config';
export { isSpaPath, registerStatic, sendBuiltFile } from './static-routes';
export { oidcMetadataSource } from './oidc-metadata';
