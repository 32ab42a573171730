/** Flags for headless Chromium in containers and closed networks. */
export const chromiumArgs = ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking'];

export const chromiumPath = () => process.env.CHROME_PATH || '/usr/bin/chromium';
