// Lint: TypeScript and hooks rules, kebab-case names, and imports that flow one way: shared (core, then ui) ->
// areas -> widgets -> root-config, with no widget importing another, an area taking only another's domain, no
// React in the core, the areas or the root config, and a server that takes only the areas' domain.
import js from '@eslint/js';
import checkFile from 'eslint-plugin-check-file';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { readdirSync } from 'node:fs';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const widgets = readdirSync(new URL('./widgets', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const areas = readdirSync(new URL('./areas', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const oneWayImports = [
  { target: './shared', from: ['./widgets', './root-config', './server'], message: 'shared is the bottom layer.' },
  {
    // @farm/ui/lists is the My Account lists' kit, shared by the three widgets of that area: it builds on its rules.
    // A test of the core may take an area's mock data (the live market's ticks and prices are crop marketing's).
    target: ['./shared/auth/**', './shared/core/**/!(*.test).ts', './shared/ui/src/*', './shared/ui/src/!(lists)/**'],
    from: './areas',
    message: 'shared sits below the areas (only @farm/ui/lists, the My Account lists kit, builds on @farm/area-my-account).',
  },
  {
    target: './areas',
    from: ['./widgets', './root-config', './server', './shared/ui'],
    message: 'An area (its rules and client calls) sits below the widgets and the server.',
  },
  // An area may build on another's rules (alerts on crop marketing's price rows), never on its client calls or
  // its mocks' internals; dpdm keeps the areas free of rings.
  ...areas.map((area) => ({
    target: `./areas/${area}/src/!(mocks)/**`,
    from: './areas',
    except: [`./${area}`, ...areas.filter((other) => other !== area).map((other) => `./${other}/src/domain`)],
    message: "An area imports another area's domain only (@farm/area-NAME/domain).",
  })),
  { target: './server', from: './areas/*/src/api', message: "The server takes an area's domain (@farm/area-NAME/domain), never its client calls." },
  { target: './shared/auth', from: ['./shared/core', './shared/ui'], message: '@farm/auth, the sign-in path, is the bottom of shared.' },
  { target: './shared/core', from: './shared/ui', message: '@farm/core sits below @farm/ui and has no React.' },
  ...widgets.map((widget) => ({
    target: `./widgets/${widget}`,
    from: './widgets',
    except: [`./${widget}`],
    message: 'A widget never imports another widget; talk through @farm/core or DOM events.',
  })),
  { target: './widgets', from: ['./root-config', './server'], message: 'Widgets sit below the root config.' },
  { target: './server', from: ['./widgets', './root-config'], message: 'The server shares only shared/domain.' },
  {
    target: './server/src/db',
    from: ['./server/src/modules', './server/src/seeds', './server/src/auth'],
    message: 'The database layer knows no module, no seed and no sign-in: they build on it.',
  },
  { target: './server/src/auth', from: './server/src/modules', message: 'Sign-in sits below the modules, which build on who the caller is.' },
];

const serverTakesAreaDomain = {
  regex: '^@farm/area-[a-z-]+(/(?!domain$).*)?$',
  message: "The server takes an area's domain (@farm/area-NAME/domain), never its client calls.",
};

const areaImportPatterns = [
  {
    group: ['react', 'react/*', 'react-dom', 'react-dom/*', '@emotion/*', '@tanstack/react-*', 'react-hook-form', '@hookform/*'],
    message: 'No React in an area.',
  },
  {
    group: ['@farm/**', '!@farm/core', '!@farm/core/domain', '!@farm/core/format', '!@farm/area-*', '@farm/area-*/**', '!@farm/area-*/domain'],
    message: "An area imports @farm/core (its domain and format) and other areas' domain only.",
  },
];

// What a widget's own code may import: the import map has the bare names only, and another subpath would bundle a
// second copy of the core.
const widgetImportPatterns = [
  {
    group: ['@farm/**', '!@farm/core', '!@farm/core/forms', '!@farm/ui', '!@farm/ui/lists', '!@farm/area-*', '@farm/area-*/**'],
    message: 'A widget imports only @farm/core, @farm/core/forms, @farm/ui, @farm/ui/lists and the areas (@farm/area-NAME).',
  },
  {
    group: ['**/shared/core/**', '**/shared/ui/**', '**/areas/**'],
    message: 'Import the shared packages and the areas by name: @farm/core, @farm/area-NAME.',
  },
];

const embedCatalogueImports = 'An embed catalogue is plain data: it imports @farm/ui/embed-catalogue only.';

export default tseslint.config(
  { ignores: ['**/node_modules/**', 'dist/**', '.tsbuild/**', 'data/**', 'test-results/**', 'playwright-report/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'import-x': importX, 'check-file': checkFile, 'react-hooks': reactHooks },
    settings: {
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: oneWayImports }],
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'check-file/filename-naming-convention': [
        'error',
        // kebab-case that may start with a digit, as ordered migration files do.
        { '**/*.{ts,tsx,js,mjs}': '+([a-z0-9])*(-+([a-z0-9]))' },
        { ignoreMiddleExtensions: true },
      ],
      'check-file/folder-naming-convention': ['error', { '{shared,areas,widgets,root-config,server,tests,scripts,bench}/**/': 'KEBAB_CASE' }],
    },
  },
  {
    files: ['widgets/**/*.{ts,tsx}'],
    // A test and its kit are bundled on their own, with their area's mocks (@farm/area-NAME/mocks). The embed
    // catalogue is read by the build in Node, never loaded by a page: it takes @farm/ui/embed-catalogue alone.
    ignores: ['**/*.test.{ts,tsx}', '**/*.test-kit.{ts,tsx}', 'widgets/*/src/elements/catalogue.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: widgetImportPatterns }] },
  },
  {
    files: ['widgets/*/src/elements/catalogue.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: '@farm/ui', message: embedCatalogueImports }],
          patterns: [{ group: ['@farm/**', '!@farm/ui', '@farm/ui/*', '!@farm/ui/embed-catalogue'], message: embedCatalogueImports }],
        },
      ],
    },
  },
  {
    files: ['shared/ui/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@farm/**', '!@farm/core', '!@farm/core/forms'], message: '@farm/ui imports no @farm module but @farm/core and @farm/core/forms.' },
            // A relative path would bundle a second copy of the core into @farm/ui, with its own bus.
            { group: ['**/core/src', '**/core/src/**'], message: 'Import the core as @farm/core.' },
            // @farm/ui/lists is an import-map module of its own: bundled into @farm/ui, start-up would carry it.
            { group: ['./lists', './lists/**', '../lists', '../lists/**', '@farm/ui/lists'], message: '@farm/ui does not import @farm/ui/lists.' },
          ],
        },
      ],
    },
  },
  {
    // @farm/ui/lists takes @farm/ui's components by name: a relative path would bundle a second copy of them.
    files: ['shared/ui/src/lists/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@farm/**', '!@farm/core', '!@farm/ui', '!@farm/area-my-account'],
              message: '@farm/ui/lists imports no @farm module but @farm/core, @farm/ui and @farm/area-my-account.',
            },
            { group: ['**/core/src', '**/core/src/**'], message: 'Import the core as @farm/core.' },
            { group: ['../*', '../**'], message: 'Import @farm/ui by name: a relative path would bundle a second copy of it.' },
          ],
        },
      ],
    },
  },
  {
    // A test of the kit is bundled on its own: it may reach the test support and the kit's area.
    files: ['shared/ui/src/lists/**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    // The root config and the core load on every signed-in page before any widget: no React there.
    files: ['shared/core/**/*.{ts,tsx}', 'root-config/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['react', 'react/*', 'react-dom', 'react-dom/*', '@emotion/*', '@tanstack/react-*', 'react-hook-form', '@hookform/*'],
              message: 'No React in @farm/core or the root config.',
            },
            {
              group: ['@farm/**', '!@farm/core', '!@farm/core/domain', '!@farm/auth'],
              message: 'The core imports only @farm/auth; the root config @farm/auth and @farm/core.',
            },
          ],
        },
      ],
    },
  },
  {
    // An area is shared by its widgets and the server: no React, and of the platform only what the server has too.
    files: ['areas/**/*.ts'],
    ignores: ['**/*.test.ts', 'areas/*/src/mocks/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: areaImportPatterns }] },
  },
  {
    // The rules are checked by the server too, which has no browser: a domain file takes the core's domain and format.
    files: ['areas/*/src/domain/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: areaImportPatterns, paths: [{ name: '@farm/core', message: "An area's domain imports @farm/core/domain or @farm/core/format." }] },
      ],
    },
  },
  {
    // @farm/auth is all a signed-out visit loads: the sign-in library and nothing else.
    files: ['shared/auth/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^(?!oidc-client-ts$)[^.]', message: '@farm/auth imports only oidc-client-ts and its own files.' }] },
      ],
    },
  },
  {
    // A module is used through its index only, so what it offers the others is one file to read. (Cycles, type
    // imports included, are dpdm's: npm run lint:cycles.)
    files: ['server/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [serverTakesAreaDomain, { regex: '(^|/)modules/[^/]+/', message: 'Import a server module through its index.ts.' }] },
      ],
    },
  },
  {
    files: ['server/src/modules/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            serverTakesAreaDomain,
            { regex: '(^|/)modules/[^/]+/', message: 'Import a server module through its index.ts.' },
            { regex: '^\\.\\./[^./][^/]*/', message: 'Import another server module through its index.ts.' },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.test.{ts,tsx}', 'tests/**'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
);
