/**
 * What the embed catalogue (/embed/ on the server) shows for each embeddable element. Every embeddable widget
 * exports `catalogue: EmbedCatalogue` from src/elements/catalogue.ts: plain data, importing only this file
 * (@farm/ui/embed-catalogue), because the build reads it in Node to write the catalogue page
 * (scripts/build/embed-build.mjs) and the rest of @farm/ui needs a browser.
 */
export interface EmbedAttributeDoc {
  /** The attribute as written in HTML, for example `postcode` or `partner-key`. */
  name: string;
  description: string;
  required?: boolean;
  /** The values it accepts, when it is a fixed list. */
  values?: readonly string[];
  default?: string;
}

export interface EmbedEventDoc {
  /** The CustomEvent's type; every event bubbles and is composed, so it leaves the shadow root. */
  name: string;
  description: string;
  /** The shape of `event.detail`, as TypeScript-like text for the reader. */
  detail: string;
}

export interface EmbedElementDoc {
  /** The custom element's tag; its script is /embed/<tag>.js. */
  tag: string;
  title: string;
  description: string;
  /** True when the public endpoints it calls need a `partner-key` (weather, prices); calculators need none. */
  needsPartnerKey: boolean;
  attributes: readonly EmbedAttributeDoc[];
  events: readonly EmbedEventDoc[];
  /** Attributes of the live preview and of the copy-paste snippet (the partner key is added when needed). */
  example: Readonly<Record<string, string>>;
}

export type EmbedCatalogue = readonly EmbedElementDoc[];

/** The attributes that mean the same on every element that takes them (defineElement reads them), described once. */
export const SHARED_EMBED_ATTRIBUTES = {
  partnerKey: { name: 'partner-key', description: 'Your partner key. It only works on the websites registered for it.', required: true },
  nonce: { name: 'nonce', description: "Your page's CSP nonce, when your Content-Security-Policy restricts styles." },
  apiRoot: { name: 'api-root', description: 'Another API address; by default the server the script came from.' },
} as const satisfies Record<string, EmbedAttributeDoc>;
