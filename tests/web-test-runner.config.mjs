// Widget and component tests in Debian's Chromium. React and the other vendor modules come from a
// development vendor build, the same modules the portal's import map names, so act() works and there is
// one React; everything else (our TypeScript, zod, oidc-client-ts…) is served by esbuild.
import { esbuildPlugin } from '@web/dev-server-esbuild';
import { playwrightLauncher } from '@web/test-runner-playwright';
import path from 'node:path';
import { buildTestVendor } from './web-test-vendor.mjs';
import { chromiumArgs, chromiumPath } from '../scripts/lib/chromium-args.mjs';

const repoRoot = path.resolve(import.meta.dirname, '..');
const importMap = await buildTestVendor();
// Modules found by URL rather than imported, through the page's import map as in the portal: pdf.js's worker
// (the PDF viewer asks import.meta.resolve for it). Imports go through the plugin below.
const PAGE_IMPORT_MAP = JSON.stringify({ imports: { 'pdfjs-dist/build/pdf.worker.min.mjs': importMap.imports['pdfjs-dist/build/pdf.worker.min.mjs'] } });

export default {
  rootDir: repoRoot,
  files: ['shared/*/src/**/*.test.tsx', 'areas/*/src/**/*.test.tsx', 'widgets/*/src/**/*.test.tsx', '**/*.browser.test.ts', '!**/node_modules/**'],
  concurrency: 1,
  testRunnerHtml: (testFramework) =>
    `<!doctype html><html><head><script type="importmap">${PAGE_IMPORT_MAP}</script></head><body><script type="module" src="${testFramework}"></script></body></html>`,
  testsFinishTimeout: 120_000,
  nodeResolve: { exportConditions: ['browser', 'development'] },
  middleware: [
    // Mock Service Worker's script must come from the root, so its scope covers the test pages.
    (context, next) => {
      if (context.path === '/mockServiceWorker.js') context.path = '/node_modules/msw/lib/mockServiceWorker.js';
      return next();
    },
  ],
  plugins: [
    // The vendor names resolve to the vendor build, as the import map resolves them in the portal.
    { name: 'vendor-import-map', resolveImport: ({ source }) => importMap.imports[source] },
    esbuildPlugin({
      ts: true,
      tsx: true,
      jsx: true,
      target: 'es2022',
      // The base options (JSX and module settings): the plugin passes this file to esbuild as it is, without its 'extends'.
      tsconfig: path.join(repoRoot, 'tsconfig.base.json'),
      define: { 'process.env.NODE_ENV': '"development"' },
    }),
  ],
  browsers: [
    playwrightLauncher({
      product: 'chromium',
      launchOptions: { executablePath: chromiumPath(), args: chromiumArgs, headless: true },
    }),
  ],
};
