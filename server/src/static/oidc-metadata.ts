import type { FastifyInstance } from 'fastify';
import { discoveryPath, fetchDiscovery, keepOnceLoaded, pickDiscovery, type DiscoveryDocument } from '../auth';
import type { Config } from '../config';
import { OIDC_MOUNT_PATH } from '../oidc';

/**
 * The provider's endpoints for the page's client config, read once: the embedded provider's own discovery
 * document (asked in-process), or an external issuer's. Undefined while an external issuer cannot be reached;
 * the browser then fetches the document itself, as it did before, and the next page asks again.
 */
export function oidcMetadataSource(app: FastifyInstance, config: Config): () => Promise<DiscoveryDocument | undefined> {
  const load = keepOnceLoaded(async () => {
    if (!config.oidc.embedded) return fetchDiscovery(config.oidc.issuer);
    const response = await app.inject({ method: 'GET', url: `${OIDC_MOUNT_PATH}${discoveryPath}` });
    if (response.statusCode !== 200) throw new Error(`OpenID discovery failed with HTTP ${response.statusCode}`);
    return pickDiscovery(response.json());
  });
  return () =>
    load().catch((error: unknown) => {
      app.log.warn({ err: error }, 'OpenID discovery for the page failed; the browser will fetch it');
      return undefined;
    });
}
