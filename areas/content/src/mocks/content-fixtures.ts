import type { ReleaseNote } from '@farm/core';
import type { LegalPage, LegalSlug } from '../domain/content-pages';

const DAY_MS = 86_400_000;

/**
 * Release note `n` (1 is the newest): released `n * 9` days before `today` at 09:00 UTC, with a little rich
 * text, including markup the browser's sanitiser must strip.
 */
function releaseNote(n: number, today = new Date()): ReleaseNote {
  const day = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate(), 9) - n * 9 * DAY_MS;
  const releaseDate = new Date(day).toISOString();
  return {
    id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    releaseDate,
    content: {
      releaseTitle: `Release ${n}`,
      releaseDate,
      releaseContent: `<p>What changed in release ${n}: faster price tables and clearer weather.</p><ul><li>Item ${n}.1</li><li>Item ${n}.2</li></ul><img src="missing.png" onerror="window.pwned = 1">`,
    },
  };
}

/** The newest `count` release notes, newest first. */
export const releaseNotes = (count: number, today = new Date()) => Array.from({ length: count }, (_, i) => releaseNote(i + 1, today));

const LEGAL_TITLES: Record<LegalSlug, string> = {
  'terms-and-conditions': 'Terms and Conditions',
  'cookie-policy': 'Cookie Policy',
  'myfarm-privacy-policy': 'Privacy Policy',
  'how-do-i-pay': 'How do I pay?',
};

/** A legal page whose text names it ('Cookie Policy text'), with a script and a javascript: link to strip. */
export function legalPage(slug: LegalSlug): LegalPage {
  const title = LEGAL_TITLES[slug];
  return {
    slug,
    title,
    content: `<p>${title} text</p><h2>Who we are</h2><p>MyFarm is run by a grain and farm-inputs supplier for UK arable farmers.</p><script>window.pwned = 1</script><a href="javascript:alert(1)">x</a>`,
    updatedAt: '2026-01-01T00:00:00.000Z',
  };
}
