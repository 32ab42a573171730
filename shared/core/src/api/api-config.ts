export interface ApiConfig {
  apiRoot: string;
  /** Resolves the bearer token; undefined calls the API without one (public endpoints). */
  getAccessToken?: () => Promise<string | undefined>;
  getSessionId?: () => string | undefined;
  /** Five minutes by default (spec 1 §9); the sample and parcel calls pass their own. */
  timeoutMs: number;
}

const DEFAULT_TIMEOUT_MS = 300_000;

let current: ApiConfig = { apiRoot: '/api', timeoutMs: DEFAULT_TIMEOUT_MS };

export function configureApi(config: Partial<ApiConfig>): void {
  current = { ...current, ...config };
}

export function apiConfig(): ApiConfig {
  return current;
}
