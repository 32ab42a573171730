export { clientConfigOf, type ClientConfig } from './client-config';
export { renderIndexHtml, scriptSafeJson } from './render-index-html';
export { isSpaPath, registerStatic, type SpaHandler } from './static-routes';
