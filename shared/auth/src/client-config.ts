/**
 * The provider's endpoints from its discovery document, rendered into the page by the server so that signing in
 * starts without a discovery round trip (absent when the server could not read them; the client then fetches them).
 */
export interface OidcMetadata {
  issuer: string;
  authorization_endpoint: string;
  token_endpoint: string;
  end_session_endpoint?: string;
  revocation_endpoint?: string;
  userinfo_endpoint?: string;
  jwks_uri?: string;
}

/** What the server tells the browser about itself; rendered into index.html as JSON, not fetched. */
export interface ClientConfig {
  apiRoot: string;
  oidc: { authority: string; clientId: string; scope: string; metadata?: OidcMetadata };
  support: { phone: string; email: string };
  /** The farm management product shown in a frame; null when this installation has none. */
  farmManagementUrl: string | null;
  /** Inactivity before the 'Timeout Alert' countdown starts (server env IDLE_TIMEOUT_MS). */
  idleTimeoutMs: number;
  /** The external crop margin calculator internal users open from the calculators hub (server env CROP_MARGIN_URL). */
  cropMarginUrl: string;
}

const CONFIG_ELEMENT_ID = 'farm-client-config';

/** Defaults serve pages without the rendered config (dev pages, tests): the embedded provider on this origin. */
function defaultClientConfig(origin: string): ClientConfig {
  return {
    apiRoot: '/api',
    oidc: { authority: `${origin}/oidc`, clientId: 'myfarm-portal', scope: 'openid email profile offline_access' },
    support: { phone: '01234 567890', email: 'support@myfarm.example' },
    farmManagementUrl: null,
    idleTimeoutMs: 3_480_000,
    cropMarginUrl: 'https://cropmargin.myfarm.example',
  };
}

let cached: ClientConfig | undefined;

export function clientConfig(): ClientConfig {
  if (cached) return cached;
  const fallback = defaultClientConfig(window.location.origin);
  const text = document.getElementById(CONFIG_ELEMENT_ID)?.textContent;
  cached = text ? { ...fallback, ...(JSON.parse(text) as Partial<ClientConfig>) } : fallback;
  return cached;
}
