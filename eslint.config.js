import { readdirSync } from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const root = import.meta.dirname;
const webFeatures = readdirSync(path.join(root, 'src/web/features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * The only imports from one web feature into another (docs/decisions/008-import-zones.md), as
 * paths relative to src/web/features. Anything else is composed in src/web/app instead.
 */
const importableByEveryFeature = [
  // The month's usage: any feature may show it, and refresh it after spending or buying quota.
  'usage/api',
];
const crossFeatureImports = {
  // The plan cards show 'Sign In to Subscribe' to a visitor and the payment button to a buyer.
  billing: ['auth/api/use-session.ts'],
  // Saving a run makes a catalogue: My Catalogues' list must refresh under its one key.
  generation: ['catalogues/api/catalogue-keys.ts'],
};
const allowedFeatureImports = (feature) => [
  `./${feature}`,
  ...[...importableByEveryFeature, ...(crossFeatureImports[feature] ?? [])].map((p) => `./${p}`),
];

/** Zones (import-x/no-restricted-paths): `target` files may not import `from` files. */
const importZones = [
  {
    target: './src/web/features',
    from: './src/web/app',
    message: 'Features do not import the app: the app composes features.',
  },
  {
    target: ['./src/web/components', './src/web/hooks', './src/web/lib'],
    from: ['./src/web/features', './src/web/app'],
    message: 'Shared web code does not import features or the app: pass data in as props.',
  },
  ...webFeatures.map((feature) => ({
    target: `./src/web/features/${feature}`,
    from: './src/web/features',
    except: allowedFeatureImports(feature),
    message:
      'Features import each other only through the lists in eslint.config.js; compose them in src/web/app instead.',
  })),
  {
    target: './src/web',
    from: './src/server',
    message: 'The web never imports server code: share types and rules through src/core.',
  },
  {
    target: './src/server',
    from: './src/web',
    message: 'The server never imports web code: share types and rules through src/core.',
  },
  {
    target: './src/core',
    from: ['./src/server', './src/web'],
    message: 'src/core is shared by the server and the browser: it imports neither.',
  },
  {
    // A job receives its services and repos ready-made (runtime.ts builds them): it names a
    // service, a worker (type or factory) or a repo's types, never a module's routes or helpers.
    target: './src/server/jobs',
    from: path.join(root, 'src/server/modules/**'),
    except: [
      path.join(root, 'src/server/modules/*/*-service.ts'),
      path.join(root, 'src/server/modules/*/*-repo.ts'),
      // A module's worker: what its job's handler calls into (the runs module's run-worker.ts).
      path.join(root, 'src/server/modules/*/*-worker.ts'),
    ],
    message:
      "Jobs import a module's *-service.ts, *-repo.ts or *-worker.ts only, not its routes or helpers.",
  },
  {
    target: './src/server/jobs',
    from: './src/server/http',
    message: 'Jobs run without HTTP (the worker process has none).',
  },
];

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'data/**',
      'node_modules/**',
      'coverage/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // Import zones and cycles (docs/decisions/008-import-zones.md).
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.jsx', '.mjs', '.cjs'],
      'import-x/external-module-folders': ['node_modules', 'node_modules/@types'],
      'import-x/resolver-next': [
        createNodeResolver({
          // The `@/` and `@core/` aliases, and the server's `.js` specifiers of `.ts` files.
          tsconfig: { configFile: path.join(root, 'tsconfig.json') },
          extensions: ['.ts', '.tsx', '.js', '.jsx', '.json', '.node'],
          extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
          conditionNames: ['types', 'import', 'require', 'default'],
        }),
      ],
    },
    rules: {
      // The zones skip an import they cannot resolve: this keeps the resolver honest.
      'import-x/no-unresolved': 'error',
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: importZones }],
      // Type-only imports are not followed: they leave nothing in the built code.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    // Jobs get their repos from runtime.ts: they may name a repo's types, not build one.
    files: ['src/server/jobs/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '/modules/[^/]+/[^/]+-repo\\.js$',
              allowTypeImports: true,
              message: 'A job takes its repo ready-made: import its types only (import type).',
            },
          ],
        },
      ],
    },
  },
  {
    // Services hold the rules: no database, image library, queue or vendor SDK in them.
    files: ['src/server/modules/**/*-service.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            'drizzle-orm',
            'drizzle-orm/*',
            'sharp',
            'pg-boss',
            'openai',
            '@google/genai',
            'razorpay',
          ],
        },
      ],
    },
  },
  {
    // core has no I/O: it is shared with the browser.
    files: ['src/core/**/*.ts'],
    ignores: ['src/core/**/*.test.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['node:*', '../server/*', '../web/*'] }],
    },
  },
);
