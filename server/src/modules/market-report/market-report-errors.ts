import { ApiError, errorResponses } from '../../http';

export const marketReportErrors = {
  notFound: () => new ApiError(404, 'MARKET_REPORT_NOT_FOUND', 'That market report does not exist.'),
  /** Published reports are the record of what farmers were shown; a correction is a new report. */
  published: () =>
    new ApiError(409, 'MARKET_REPORT_PUBLISHED', 'This report has been published and cannot be changed. Copy it into a new draft and publish that instead.'),
};

export const readErrors = { ...errorResponses(400, 401, 403) };
export const writeErrors = { ...readErrors, ...errorResponses(404, 409) };
