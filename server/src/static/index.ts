export { clientConfigOf } from './client-config';
export { isSpaPath, registerStatic } from './static-routes';
