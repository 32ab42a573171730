export interface ApiConfig {
  apiRoot: string;
  /** Resolves the bearer token; undefined calls the API without one (public endpoints). */
  getAccessToken?: () => Promise<string | undefined>;
  getSessionId?: () => string | undefined;
  /** The view-as session of a member of staff viewing a business as its customers (issue 12), sent as X-View-As. */
  getViewAs?: () => string | undefined;
  /** Called when the server says the view-as session has ended: the tab goes back to the staff member's own view. */
  onViewAsEnded?: () => void;
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
