import type { ClientConfig } from './client-config-shape';

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
