export { clientConfigOf } from './client-config';
export { isSpaPath, registerStatic, sendBuiltFile } from './static-routes';
export { NONCE_SLOT, sendNoncedPage } from './nonced-page';
