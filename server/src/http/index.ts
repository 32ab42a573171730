export { ApiError, errors } from './api-error';
export { errorBody, ok } from './envelope';
export { installErrorHandler } from './error-handler';
export { registerOpenApi } from './open-api';
export type { ApiApp, ApiDeps } from './api-app';
export { serverLogOptions } from './request-log';
export { containsMalformedText, malformedTextError } from './malformed-text';
export { refuseMalformedText } from './refuse-malformed-text';
export { notModifiedResponse, sendCacheable, type CachePolicy } from './cacheable-read';
