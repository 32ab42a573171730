// Where the embed spec serves its partner page: another port (and so another origin) than the portal it embeds
// from. tests/e2e/support/test.ts picks the port before the portal starts and gives this origin to that
// portal's seeded demo partner (EMBED_DEMO_ORIGINS).
/** The partner's website: on the demo partner's allow-list. */
export const foreignOrigin = (partnerPort: number) => `http://127.0.0.1:${partnerPort}`;
/** The same server by another host name: an origin no partner allows. */
export const strangerOrigin = (partnerPort: number) => `http://localhost:${partnerPort}`;
