// E2E_PORT names one Playwright run: its build folder (dist/e2e-E2E_PORT) and its results. The servers of the
// run listen on ports the operating system picks (free-port.ts), so runs side by side never meet.
export const BASE_PORT = Number(process.env.E2E_PORT ?? '8181');
