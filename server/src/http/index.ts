export { ApiError, errors } from './api-error';
export { errorBody, ok } from './envelope';
export { installErrorHandler } from './error-handler';
export { registerOpenApi } from './open-api';
export type { ApiApp, ApiDeps } from './api-app';
export { redactUrl, requestLogSerializers } from './request-log';
export { escapeHtml } from './escape-html';
export { containsMalformedText, MALFORMED_TEXT_MESSAGE, malformedTextError } from './malformed-text';
export { refuseMalformedText } from './refuse-malformed-text';
