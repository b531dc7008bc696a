// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importPlugin from 'eslint-plugin-import';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/** Import boundaries (docs/architecture.md): ui knows no API, the mock takes only the client's generated code,
 * the character and domain packages import no other package of ours (the app and the mock import them), app
 * features do not import each other, shared app code imports no feature. Import cycles are
 * checked by scripts/check-import-cycles.mjs (`pnpm lint`), in a second instead of ESLint's minute. */
/** Every package of the workspace, by folder. */
const PACKAGES = ['app', 'character', 'client', 'contract-tests', 'domain', 'mock-server', 'ui'];

const boundaries = {
  'import/no-restricted-paths': [
    'error',
    {
      zones: [
        {
          target: './packages/ui',
          from: ['./packages/client', './packages/app', './packages/mock-server'],
          message: 'ui knows nothing of the API or the app.',
        },
        {
          target: './packages/client',
          from: ['./packages/app', './packages/ui', './packages/mock-server'],
        },
        // Leaf packages: plain descriptions of the product that the app and the mock import.
        ...['character', 'domain'].map((leaf) => ({
          target: `./packages/${leaf}`,
          from: PACKAGES.filter((name) => name !== leaf).map((name) => `./packages/${name}`),
          message: `The ${leaf} package imports no other package of ours; the app and the mock import it.`,
        })),
        {
          target: './packages/mock-server/src',
          // Globs only (the rule refuses a mix); the client's runtime is everything but generated/.
          from: [
            './packages/app/**',
            './packages/ui/**',
            './packages/client/src/*.ts',
            './packages/client/src/middleware/**',
          ],
          message: 'The mock server imports only the generated types of the client.',
        },
        {
          target: ['db', 'domain', 'requests', 'seed', 'handlers'].map(
            (room) => `./packages/mock-server/src/${room}`,
          ),
          from: ['runtimes', 'http', 'storage'].map((room) => `./packages/mock-server/src/${room}`),
          message:
            'The mock answers the same in every runtime: its data, rules and handlers know nothing of how it is served or stored.',
        },
        {
          target: [
            './packages/app/src/lib',
            './packages/app/src/components',
            './packages/app/src/config',
          ],
          from: './packages/app/src/features',
          message: 'Shared app code imports no feature.',
        },
        ...[
          'auth',
          'shell',
          'profiles',
          'friends',
          'account',
          'dashboard',
          'character',
          'inventory',
          'accountability',
          'marketplace',
          'upgrade',
          'forums',
          'legal',
          'connections',
          'system',
        ].map((feature) => ({
          target: `./packages/app/src/features/${feature}`,
          from: './packages/app/src/features',
          except: [`./${feature}`],
          message: 'Features do not import each other; share through lib/ or components/.',
        })),
      ],
    },
  ],
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-demo/**',
      '**/storybook-static/**',
      'packages/client/src/generated/**',
      'api-spec/dist/**',
      '**/mockServiceWorker.js',
      '.mock-data/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { import: importPlugin, 'react-hooks': reactHooks },
    settings: {
      'import/resolver': {
        typescript: { project: ['packages/*/tsconfig.json'], noWarnOnMultipleProjects: true },
        node: true,
      },
      'import/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: {
      ...boundaries,
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // Packages meet through their exports (package.json), never another package's src by path.
    files: ['packages/*/**/*.{ts,tsx,js,mjs}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              // gitignore patterns: no braces.
              group: PACKAGES.map((name) => `**/${name}/src/**`),
              message:
                "Import the package by name and one of its exports, e.g. '@endless/character'.",
            },
          ],
        },
      ],
    },
  },
  {
    // zod must be configured (jitless, for the CSP) before any schema exists: one module does it.
    files: ['packages/app/src/**/*.{ts,tsx}'],
    ignores: ['packages/app/src/lib/zod.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'zod',
              message: "Import z from 'lib/zod', which configures zod first.",
              allowTypeImports: true,
            },
          ],
        },
      ],
    },
  },
);
