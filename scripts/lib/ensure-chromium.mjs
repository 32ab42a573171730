// Browser tests run in Debian's Chromium, never in a browser a test tool downloads.
import { existsSync } from 'node:fs';
import { run } from './run.mjs';

const CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser'];

function findChromium() {
  if (process.env.CHROME_PATH && existsSync(process.env.CHROME_PATH)) return process.env.CHROME_PATH;
  return CANDIDATES.find((candidate) => existsSync(candidate));
}

/** Returns the Chromium path, installing Debian's package when running as root with apt. */
export async function ensureChromium() {
  const found = findChromium();
  if (found) return found;
  const canApt = process.getuid?.() === 0 && existsSync('/usr/bin/apt-get');
  if (canApt) {
    console.log("Chromium not found: installing Debian's chromium package…");
    const env = { DEBIAN_FRONTEND: 'noninteractive' };
    if ((await run('apt-get', ['update', '-qq'], { env })) === 0) {
      await run('apt-get', ['install', '-y', '-qq', 'chromium', 'fonts-dejavu-core'], { env });
    }
    const installed = findChromium();
    if (installed) return installed;
  }
  console.error('No Chromium found. Install it (Debian/Ubuntu: sudo apt-get install chromium) or set CHROME_PATH to a Chromium or Chrome binary.');
  process.exit(1);
}
