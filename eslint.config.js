import fs from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';

// import-x's TypeScript settings (extensions, parsers), with the resolver given below instead.
const { 'import-x/resolver': _legacyResolver, ...typescriptImportSettings } =
  importX.flatConfigs.typescript.settings;

/** Imports climb at most one folder; further away, the tsconfig aliases say where a file lives. */
const noDeepRelative = {
  regex: '^\\.\\./\\.\\./',
  message: 'Import with the @contracts/, @server/ or @web/ alias instead of climbing folders.',
};

/** Folders of one kind (admin tabs, user pages): each may import only from itself. */
const featureFolders = (parent) =>
  fs
    .readdirSync(parent, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => `${parent}/${entry.name}`);

/** A zone per feature: nothing from a sibling feature (shared pieces belong in ui/ or lib/). */
const isolate = (parent) =>
  featureFolders(parent).map((folder) => ({
    target: `./${folder}`,
    from: `./${parent}`,
    except: [`./${folder.slice(parent.length + 1)}`],
    message:
      'Features do not import each other: move what they share to src/web/ui or src/web/lib.',
  }));

export default tseslint.config(
  { ignores: ['dist', 'data', 'drizzle', 'node_modules', '.test-data', 'test-results'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { 'import-x': importX },
    settings: {
      ...typescriptImportSettings,
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'tsconfig.json' })],
    },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'no-restricted-properties': [
        'error',
        {
          object: 'process',
          property: 'env',
          message: 'Only src/server/config.ts reads process.env.',
        },
      ],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './src/contracts',
              from: ['./src/server', './src/web'],
              message: 'Contracts import nothing but zod (and each other).',
            },
            {
              target: './src/web/admin',
              from: './src/web/user',
              message: 'The portal and the app do not import each other.',
            },
            {
              target: './src/web/user',
              from: './src/web/admin',
              message: 'The portal and the app do not import each other.',
            },
            ...isolate('src/web/admin/tabs'),
            ...isolate('src/web/user/pages'),
          ],
        },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'tests/**/*.ts', 'bench/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [noDeepRelative] }] },
  },
  {
    files: ['src/server/**/*.ts'],
    ignores: ['src/server/http/app-error.ts', '**/*.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "NewExpression[callee.name='AppError']",
          message:
            'Build errors with the helpers of http/app-error.ts (appError, validationFailed, conflict…).',
        },
      ],
    },
  },
  {
    files: ['src/contracts/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            noDeepRelative,
            {
              regex: '^(?!zod$|zod/|\\./)',
              message: 'Contracts import nothing but zod (and each other).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/server/modules/*/routes.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            noDeepRelative,
            {
              regex: '^drizzle-orm|/db/(schema|connection|tables)',
              allowTypeImports: true,
              message: 'Routes declare HTTP only: queries belong in the module service.',
            },
          ],
        },
      ],
    },
  },
  {
    files: [
      'src/server/config.ts',
      'scripts/**',
      'tests/**',
      'bench/**',
      '*.config.ts',
      'src/server/test/**',
      'src/web/test/**',
      '**/*.test.{ts,tsx}',
    ],
    rules: { 'no-restricted-properties': 'off' },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            noDeepRelative,
            {
              group: ['@server/**', '**/server/**'],
              allowTypeImports: true,
              message: 'The web never imports src/server.',
            },
          ],
        },
      ],
    },
  },
);
