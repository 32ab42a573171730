// Lint: TypeScript and hooks rules, kebab-case names, no import cycles, and imports that flow one way:
// shared (core, then ui) -> widgets -> root-config, with no widget importing another, and no React in the core
// or the root config.
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

const oneWayImports = [
  { target: './shared', from: ['./widgets', './root-config', './server'], message: 'shared is the bottom layer.' },
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
      'check-file/folder-naming-convention': ['error', { '{shared,widgets,root-config,server,tests,scripts,bench}/**/': 'KEBAB_CASE' }],
    },
  },
  {
    files: ['widgets/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            // The import map has the bare names only; another subpath would bundle a second copy of the core.
            {
              group: ['@farm/**', '!@farm/core', '!@farm/core/forms', '!@farm/ui', '!@farm/ui/lists'],
              message: 'A widget imports only @farm/core, @farm/core/forms, @farm/ui and @farm/ui/lists.',
            },
            { group: ['**/shared/core/**', '**/shared/ui/**'], message: 'Import the shared packages by name: @farm/core, @farm/ui.' },
          ],
          paths: [
            {
              name: 'zod',
              allowTypeImports: true,
              // zod is bundled into @farm/core/forms (not an import-map module): a widget importing it would carry a copy.
              message: 'Schemas come from @farm/core/forms, where zod is bundled once: pick one with useZodForm, or import it from there.',
            },
          ],
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
            { group: ['@farm/**', '!@farm/core', '!@farm/ui'], message: '@farm/ui/lists imports no @farm module but @farm/core and @farm/ui.' },
            { group: ['**/core/src', '**/core/src/**'], message: 'Import the core as @farm/core.' },
            { group: ['../*', '../**'], message: 'Import @farm/ui by name: a relative path would bundle a second copy of it.' },
          ],
        },
      ],
    },
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
            { group: ['@farm/**', '!@farm/core', '!@farm/auth'], message: 'The core imports only @farm/auth; the root config @farm/auth and @farm/core.' },
          ],
        },
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
      'no-restricted-imports': ['error', { patterns: [{ regex: '(^|/)modules/[^/]+/', message: 'Import a server module through its index.ts.' }] }],
    },
  },
  {
    files: ['server/src/modules/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
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
