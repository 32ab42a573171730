import type { ClientConfig } from '@farm/auth/client-config-shape';
import type { DiscoveryDocument } from '../auth';
import type { Config } from '../config';
import { OIDC_SCOPES } from '../oidc/create-provider';

/**
 * What the browser needs to know to sign in and call the API; nothing secret. With the provider's endpoints
 * (`metadata`), signing in starts without fetching the discovery document first.
 */
export function clientConfigOf(config: Config, metadata?: DiscoveryDocument): ClientConfig {
  return {
    apiRoot: '/api',
    oidc: { authority: config.oidc.issuer, clientId: config.oidc.clientId, scope: OIDC_SCOPES.join(' '), ...(metadata && { metadata }) },
    support: { ...config.support },
    idleTimeoutMs: config.idleTimeoutMs,
    farmManagementUrl: config.farmManagementUrl ?? null,
    cropMarginUrl: config.cropMarginUrl,
  };
}
