import { ApiError, NETWORK_ERROR_CODE, TIMEOUT_STATUS } from './api-error';
import { PARTNER_KEY_HEADER } from '../domain/partner';
import { VIEW_AS_HEADER, viewAsErrorCodes } from '../domain/view-as-constants';
import { apiConfig } from './api-config';
import { envelopeStatus, isErrorEnvelope } from './envelope';

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  query?: Record<string, string | undefined>;
  timeoutMs?: number;
  /** Another API root for this call (an embedded element's `api-root` attribute). */
  apiRoot?: string;
  /** An embedded element's partner key, sent as the X-Partner-Key header the public endpoints require. */
  partnerKey?: string;
  /** Headers a call needs beside the usual ones, e.g. a sale's Idempotency-Key. */
  headers?: Record<string, string>;
  /** Sent as the member of staff even while they view a business: ending the view-as session is theirs, not the customer's. */
  withoutViewAs?: boolean;
}

/** The absolute address of an API path, on the configured (or the given) API root. */
export function buildUrl(path: string, query: RequestOptions['query'], apiRoot = apiConfig().apiRoot): string {
  const url = new URL(apiRoot.replace(/\/$/, '') + path, window.location.origin);
  for (const [key, value] of Object.entries(query ?? {})) if (value !== undefined) url.searchParams.set(key, value);
  return url.toString();
}

async function buildHeaders(accept: string, hasBody: boolean, options: RequestOptions): Promise<Headers> {
  const { getAccessToken, getSessionId, getViewAs } = apiConfig();
  const headers = new Headers({ ...options.headers, Accept: accept });
  if (hasBody) headers.set('Content-Type', 'application/json');
  const token = await getAccessToken?.();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  const sessionId = getSessionId?.();
  if (sessionId) headers.set('X-Session-Id', sessionId);
  if (options.partnerKey) headers.set(PARTNER_KEY_HEADER, options.partnerKey);
  const viewAs = options.withoutViewAs ? undefined : getViewAs?.();
  if (viewAs) headers.set(VIEW_AS_HEADER, viewAs);
  return headers;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** Sends one call; an answer that is not a success becomes an ApiError with the envelope's code, message and data. */
async function send(path: string, options: RequestOptions, accept: string): Promise<Response> {
  const timeoutMs = options.timeoutMs ?? apiConfig().timeoutMs;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  const headers = await buildHeaders(accept, options.body !== undefined, options);
  let response: Response;
  try {
    response = await fetch(buildUrl(path, options.query, options.apiRoot), {
      method: options.method ?? 'GET',
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: controller.signal,
    });
  } catch (error) {
    if (controller.signal.aborted) throw new ApiError(TIMEOUT_STATUS, 'TIMEOUT', 'The request timed out.');
    throw new ApiError(-1, NETWORK_ERROR_CODE, error instanceof Error ? error.message : undefined);
  } finally {
    clearTimeout(timer);
  }
  if (!response.ok) throw endedViewAs(errorOf(await readJson(response), response.status), headers);
  return response;
}

/** A view-as session that ended (elsewhere, or after its hours) ends this tab's view too; the caller still gets the error. */
function endedViewAs(error: ApiError, sent: Headers): ApiError {
  if (error.errorCode === viewAsErrorCodes.ended && sent.has(VIEW_AS_HEADER)) apiConfig().onViewAsEnded?.();
  return error;
}

function errorOf(body: unknown, httpStatus: number): ApiError {
  const record = (body ?? {}) as { errorCode?: string; errorMessage?: string; data?: unknown };
  return new ApiError(envelopeStatus(body, httpStatus), record.errorCode, record.errorMessage, record.data);
}

/**
 * One API call through the envelope rules of spec 1 §7; resolves with `data` or rejects with an ApiError.
 * `data` is taken as the `T` the caller names, unparsed: the server checks every answer against the domain's
 * schema as it sends it (its route's response schema), and the browser deploys with it, so parsing it again
 * here would only put zod and every schema on every page's start-up (docs/design-decisions.md).
 */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  return (await apiRequestWithVersion<T>(path, options)).data;
}

/** As apiRequest, with the answer's ETag: the version a conditional write (If-Match) names. */
export async function apiRequestWithVersion<T>(path: string, options: RequestOptions = {}): Promise<{ data: T; etag: string | null }> {
  const response = await send(path, options, 'application/json');
  const body = await readJson(response);
  if (isErrorEnvelope(body, response.status)) throw errorOf(body, response.status);
  return { data: (body as { data?: T } | undefined)?.data as T, etag: response.headers.get('etag') };
}

/** A document the API answers as a file (a contract note's PDF), with the same token and errors as apiRequest. */
export async function apiDocument(path: string, accept: string, options: RequestOptions = {}): Promise<Blob> {
  return (await send(path, options, accept)).blob();
}
