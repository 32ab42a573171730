import { configureApi } from './api-config';

declare global {
  /**
   * `true` only in the partner-embed bundle (scripts/build/embed-build.mjs defines it); undefined in the portal
   * builds and in tests. Test it inline as `typeof __FARM_EMBED_BUILD__ === 'boolean'` where the dead branch must
   * go: esbuild folds that to a constant in place, but does not inline an exported constant across modules.
   */
  const __FARM_EMBED_BUILD__: boolean | undefined;
}

/** Per element: an `api-root` attribute and the `partner-key` attribute the public endpoints need. */
export interface EmbedRequestOptions {
  apiRoot?: string;
  partnerKey?: string;
}

let embedded = false;

/**
 * For a widget on a page we do not control (a partner or marketing site): there is no session and no client
 * config, so the API root is the `/api` of the origin the embed script came from. Each embed entry
 * (widgets/NAME/src/embed/TAG.ts) calls it with its own `import.meta.url` before defining its element.
 * Calls made afterwards go to the public endpoints (`/api/public/...`) instead of the signed-in ones.
 */
export function configureEmbed(scriptUrl: string): void {
  embedded = true;
  configureApi({ apiRoot: new URL('/api', scriptUrl).href, getAccessToken: undefined, getSessionId: undefined });
}

/** True once configureEmbed ran: the widget is embedded and calls the public, partner-key endpoints. */
export function isEmbedded(): boolean {
  return embedded;
}
