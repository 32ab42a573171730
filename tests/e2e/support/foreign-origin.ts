// Where the embed spec serves its partner page: another port (and so another origin) than the portal. The
// playwright config gives this origin to the seeded demo partner (EMBED_DEMO_ORIGINS).
const portalPort = Number(process.env.E2E_PORT ?? '8181');

export const FOREIGN_PORT = Number(process.env.E2E_FOREIGN_PORT ?? portalPort + 1500);
/** The partner's website: on the demo partner's allow-list. */
export const FOREIGN_ORIGIN = `http://127.0.0.1:${FOREIGN_PORT}`;
/** The same server by another host name: an origin no partner allows. */
export const STRANGER_ORIGIN = `http://localhost:${FOREIGN_PORT}`;
