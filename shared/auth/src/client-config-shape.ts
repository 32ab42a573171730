// What the server renders into the page and the browser reads: one shape for both (the server takes it by type).

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
