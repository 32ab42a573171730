// Where the embed spec serves its partner page: another port (and so another origin) than the portal it
// embeds from. tests/e2e/support/test.ts gives this origin to that portal's seeded demo partner
// (EMBED_DEMO_ORIGINS).
export const foreignPort = (portalPort: number) => portalPort + 1500;
/** The partner's website: on the demo partner's allow-list. */
export const foreignOrigin = (portalPort: number) => `http://127.0.0.1:${foreignPort(portalPort)}`;
/** The same server by another host name: an origin no partner allows. */
export const strangerOrigin = (portalPort: number) => `http://localhost:${foreignPort(portalPort)}`;
