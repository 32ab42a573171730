export { clientConfigOf } from './client-config';
export { isSpaPath, registerStatic, sendBuiltFile } from './static-routes';
export { oidcMetadataSource } from './oidc-metadata';
export { NONCE_SLOT, sendNoncedPage } from './nonced-page';
