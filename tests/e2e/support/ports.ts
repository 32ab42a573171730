// Every port of one Playwright run, from E2E_PORT up, so engineers running the specs at the same time on
// other E2E_PORTs never meet. Worker slot N (parallelIndex) owns two ports: its portal and its idle portal.
export const BASE_PORT = Number(process.env.E2E_PORT ?? '8181');

export const portalPort = (slot: number) => BASE_PORT + 2 * slot;
export const idlePortalPort = (slot: number) => BASE_PORT + 2 * slot + 1;
