// Vendor modules for the import map. React ships CommonJS only, and `export *` from a CommonJS module
// yields no named exports in an ES module build, so each CommonJS entry re-exports its names explicitly,
// read from the real module at build time.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/** Import-map name -> how the vendor entry is written. */
export const vendorModules = {
  react: { kind: 'cjs' },
  'react-dom': { kind: 'cjs' },
  'react-dom/client': { kind: 'cjs' },
  'react/jsx-runtime': { kind: 'cjs' },
  rxjs: { kind: 'esm' },
  '@emotion/react': { kind: 'esm' },
  '@emotion/styled': { kind: 'esm', hasDefault: true },
  '@emotion/cache': { kind: 'esm', hasDefault: true },
  moment: { kind: 'cjs' },
  'single-spa': { kind: 'esm' },
  // Server data: the one query client lives in @farm/core (no React), the hooks in @farm/ui and the widgets.
  '@tanstack/query-core': { kind: 'esm' },
  '@tanstack/react-query': { kind: 'esm' },
  // The domain's schemas: one copy of zod for every widget that bundles an area's rules and for @farm/core/forms,
  // loaded with the first of them (never at start-up). zod/mini is the calculators' smaller API over the same core.
  zod: { kind: 'esm' },
  'zod/mini': { kind: 'esm' },
  // Forms: one copy, because its form context must be shared by @farm/ui's helpers and the widgets.
  'react-hook-form': { kind: 'esm' },
  // Loaded lazily by SafeHtml, only on pages that show rich text.
  dompurify: { kind: 'esm', hasDefault: true },
  // Loaded lazily by the calculators' rate comparison chart, only on that page.
  'lightweight-charts': { kind: 'esm' },
  // Loaded lazily by the standing offer dialog's expiry date, only when that dialog opens.
  'react-datepicker': { kind: 'esm', hasDefault: true },
  // Loaded lazily by @farm/ui's PdfViewer, only when a document is opened. Its worker is an entry of its own: the
  // viewer reads the worker's hashed URL from the import map (import.meta.resolve) and starts it as a module worker.
  'pdfjs-dist': { kind: 'esm' },
  'pdfjs-dist/build/pdf.worker.min.mjs': { kind: 'esm' },
  // Tables (the admin users screen). Its state store reaches React through use-sync-external-store, which ships
  // CommonJS only, so it is bundled here like React rather than served as it is.
  '@tanstack/react-table': { kind: 'esm' },
  // Row virtualisation (the movements grid, where 'All' is 99999 rows): loaded with that widget only.
  '@tanstack/react-virtual': { kind: 'esm' },
  // Only the widget-test vendor build has these: Testing Library and its CommonJS dependencies, bundled
  // against the same React chunk the widgets use.
  'react-dom/test-utils': { kind: 'cjs', testOnly: true },
  '@testing-library/dom': { kind: 'esm', testOnly: true },
  '@testing-library/react': { kind: 'esm', testOnly: true },
  '@testing-library/user-event': { kind: 'esm', hasDefault: true, testOnly: true },
  // The mock API of widget tests (Mock Service Worker), bundled with its CommonJS dependencies.
  msw: { kind: 'esm', testOnly: true },
  'msw/browser': { kind: 'esm', testOnly: true },
};

const isIdentifier = (name) => /^[A-Za-z_$][\w$]*$/.test(name) && name !== 'default';

export function vendorEntrySource(name) {
  const spec = vendorModules[name];
  if (spec.kind === 'esm') {
    return `export * from '${name}';${spec.hasDefault ? ` export { default } from '${name}';` : ''}`;
  }
  const names = Object.keys(require(name)).filter(isIdentifier);
  const named = names.length ? `export const { ${names.join(', ')} } = mod;` : '';
  return `import mod from '${name}'; export default mod; ${named}`;
}
