import { configureApi } from './api-config';

/** Per element: an `api-root` attribute and the `partner-key` attribute the public endpoints need. */
export interface EmbedRequestOptions {
  apiRoot?: string;
  partnerKey?: string;
}

let embedded = false;
let portalOrigin: string | undefined;

/**
 * For a widget on a page we do not control (a partner or marketing site): there is no session and no client
 * config, so the API root is the `/api` of the origin the embed script came from. Each embed entry
 * (widgets/NAME/src/embed/TAG.ts) calls it with its own `import.meta.url` before defining its element.
 * Calls made afterwards go to the public endpoints (`/api/public/...`) instead of the signed-in ones.
 */
export function configureEmbed(scriptUrl: string): void {
  embedded = true;
  portalOrigin = new URL(scriptUrl).origin;
  configureApi({ apiRoot: new URL('/api', scriptUrl).href, getAccessToken: undefined, getSessionId: undefined });
}

/** True once configureEmbed ran: the widget is embedded and calls the public, partner-key endpoints. */
export function isEmbedded(): boolean {
  return embedded;
}

/** A portal page's address: on the portal itself, or, embedded, on the portal the embed script came from. */
export function portalUrl(path: string): string {
  return new URL(path, portalOrigin ?? window.location.origin).href;
}
