// Byte budgets: the bytes the production server sends with Accept-Encoding: br (bench/sizes/sent-bytes.mjs),
// bodies only. These are deterministic, so a figure over its budget fails `npm run bench`.
import { KB } from './lib/report.mjs';

/**
 * pdf.js and its worker: loaded only when someone opens a document in the PDF viewer (never at start-up), and
 * about what pdfjs-dist 6.5 ships minified (109 KB and 305 KB br), so a bigger upgrade is noticed.
 */
const PDF_JS_BUDGETS = { 'pdfjs-dist': 120 * KB, 'pdfjs-dist/build/pdf.worker.min.mjs': 320 * KB };

/** One import-map module with the chunks it imports statically, by kind. */
export function budgetFor(name) {
  if (name in PDF_JS_BUDGETS) return PDF_JS_BUDGETS[name];
  if (name === '@farm/core') return 60 * KB;
  if (name === '@farm/ui') return 20 * KB;
  // @farm/ui/lists is loaded with a widget that shows a list, and weighs like one.
  if (name === '@farm/ui/lists') return 30 * KB;
  if (name === '@farm/root-config') return 10 * KB;
  if (name.startsWith('@farm/')) return 30 * KB;
  return 80 * KB;
}

/**
 * An embed on a partner page, React and every shared chunk included: issue 8's goal for the weather embed, and
 * issue 9's for the prices embed (<farm-prices>).
 */
export const EMBED_BUDGET = 100 * KB;

/**
 * One embeddable widget by its tag. The calculators check their inputs with the shared zod schemas as they draw
 * (the result updates as the farmer types), so zod is part of what they need before anything shows.
 */
export const embedBudgetFor = (tag) => (tag.endsWith('-calculator') ? 130 * KB : EMBED_BUDGET);

/** A signed-in grower's first visit to the dashboard with an empty cache, every request over the wire (issue 8). */
export const DASHBOARD_COLD_BUDGET = 350 * KB;

/** A signed-out visit, from the portal's URL to the sign-in form, every request over the wire (issue 8). */
export const SIGNED_OUT_BUDGET = 60 * KB;
