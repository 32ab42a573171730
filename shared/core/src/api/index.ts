// The HTTP client every area's operations call the API with.
export { apiDocument, apiRequest, apiRequestWithVersion } from './api-request';
export { accountPath } from './account-path';
export { accountDocumentQuery } from './get-account-document';
export { ApiError } from './api-error';
export { configureApi } from './api-config';
export { configureEmbed, isEmbedded, portalUrl } from './embed-config';
export type { EmbedRequestOptions } from './embed-config';
export { errorMessageFor, ROUTE_ERROR_MESSAGE } from './error-message';
export { partnerErrorMessage } from './partner-error-message';
export type { SupportContact } from './error-message';
// The live market stream finds the cached answers it moves by this mark.
export { MARKET_DATA_META } from './market-data-meta';
