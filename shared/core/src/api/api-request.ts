import { ApiError, NETWORK_ERROR_CODE, TIMEOUT_STATUS } from './api-error';
import { PARTNER_KEY_HEADER } from '../domain/partner';
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
}

function buildUrl(path: string, query: RequestOptions['query'], apiRoot = apiConfig().apiRoot): string {
  const url = new URL(apiRoot.replace(/\/$/, '') + path, window.location.origin);
  for (const [key, value] of Object.entries(query ?? {})) if (value !== undefined) url.searchParams.set(key, value);
  return url.toString();
}

async function buildHeaders(hasBody: boolean, partnerKey: string | undefined): Promise<Headers> {
  const { getAccessToken, getSessionId } = apiConfig();
  const headers = new Headers({ Accept: 'application/json' });
  if (hasBody) headers.set('Content-Type', 'application/json');
  const token = await getAccessToken?.();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  const sessionId = getSessionId?.();
  if (sessionId) headers.set('X-Session-Id', sessionId);
  if (partnerKey) headers.set(PARTNER_KEY_HEADER, partnerKey);
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

/**
 * One API call through the envelope rules of spec 1 §7; resolves with `data` or rejects with an ApiError.
 * `data` is taken as the `T` the caller names, unparsed: the server checks every answer against the domain's
 * schema as it sends it (its route's response schema), and the browser deploys with it, so parsing it again
 * here would only put zod and every schema on every page's start-up (README: Design decisions).
 */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const timeoutMs = options.timeoutMs ?? apiConfig().timeoutMs;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  let response: Response;
  try {
    response = await fetch(buildUrl(path, options.query, options.apiRoot), {
      method: options.method ?? 'GET',
      headers: await buildHeaders(options.body !== undefined, options.partnerKey),
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: controller.signal,
    });
  } catch (error) {
    if (controller.signal.aborted) throw new ApiError(TIMEOUT_STATUS, 'TIMEOUT', 'The request timed out.');
    throw new ApiError(-1, NETWORK_ERROR_CODE, error instanceof Error ? error.message : undefined);
  } finally {
    clearTimeout(timer);
  }
  const body = await readJson(response);
  if (!response.ok || isErrorEnvelope(body)) {
    const record = (body ?? {}) as { errorCode?: string; errorMessage?: string };
    throw new ApiError(envelopeStatus(body, response.status), record.errorCode, record.errorMessage);
  }
  return (body as { data?: T } | undefined)?.data as T;
}
