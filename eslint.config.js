import fs from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import i18next from 'eslint-plugin-i18next';
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

/**
 * What a person reads in a component comes from a translator (src/web/lib/i18n): JSX text, string
 * literals inside JSX, and the attributes and option properties below. Other attributes (className,
 * type, role, href, id, name, variant, size, data-*, aria-hidden…) are read by no one: skipped.
 */
const visibleNames = [
  'aria-label',
  'aria-description',
  'aria-roledescription',
  'aria-valuetext',
  'aria-placeholder',
  'alt',
  'title',
  'placeholder',
  'label',
  'description',
  'heading',
  'subtitle',
  'caption',
  'tooltip',
  'hint',
  'message',
  // Our components' props: confirmLabel, dialogTitle, emptyDescription… (not the DOM's enterKeyHint).
  '(?!enterKeyHint$)[a-z][a-zA-Z]*(Label|Title|Description|Heading|Hint|Message|Text|Placeholder)',
];
/** Lists of labelled things: options={[{ value: 'draft', label: '…' }]}. */
const labelledLists = ['options', 'items'];

const i18nLiterals = {
  mode: 'jsx-only',
  'should-validate-template': true,
  'jsx-attributes': { include: [...visibleNames, ...labelledLists] },
  'object-properties': { include: visibleNames },
  words: {
    exclude: [
      // Numbers, punctuation and symbols: "·", "—", "/", "…", "→", "%", "3".
      /^[\s\p{N}\p{P}\p{S}]+$/u,
      // A translation key (label="stats.members") or an id built in JSX (`widget-${key}`).
      /^[a-z][a-zA-Z0-9]*(\.[a-zA-Z0-9_-]+)+$/,
      /^[a-z0-9]+(-[a-z0-9]*)+$/,
      // The value of a filter's first option: options={[['all', adminT('…')], …]}.
      'all',
      // Names that read the same in every language; add one only when it truly does.
      'Psalmlight',
      'MP3',
    ],
  },
  // Translators (t, adminT, psalmT…) take keys; the others take names, not text
  // (form.register('email') and form.field('email') take a form field's name).
  callees: {
    exclude: [
      't',
      '[a-z][a-zA-Z]*T',
      'cn',
      'clsx',
      'register',
      'field',
      'require',
      'addEventListener',
      'removeEventListener',
      'getElementById',
      'querySelector',
      'includes',
      'indexOf',
      'endsWith',
      'startsWith',
    ],
  },
  message: 'A text a person reads comes from a translator (src/web/lib/i18n)',
};

/** Toasts are read too: notifySuccess('Saved') is refused like <p>Saved</p> (an id is not text). */
const toastMessage = "A toast's text comes from a translator (src/web/lib/i18n)";
const literalToasts = [
  // notifySuccess('Saved'), notifyFailure(`Could not save ${name}`), notifyInfo(…, …, 'stats-load')
  'CallExpression[callee.name=/^notify[A-Z]/] > Literal[value=/[A-Za-z]/]:not([value=/^[a-z0-9]+(-[a-z0-9]+)*$/])',
  'CallExpression[callee.name=/^notify[A-Z]/] > TemplateLiteral > TemplateElement[value.raw=/[A-Za-z][\\s,.!?:]/]',
  // notifyAction(…, { action: { label: 'Reload' } })
  'CallExpression[callee.name=/^notify[A-Z]/] Property[key.name=/^(label|title|description)$/] > Literal[value=/[A-Za-z]/]',
].map((selector) => ({ selector, message: toastMessage }));

/** The folders under `parent`, as paths from the repository's root. */
const featureFolders = (parent) =>
  fs
    .readdirSync(parent, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => `${parent}/${entry.name}`);

/** Admin tabs: each may import only from itself (what two tabs share belongs in a feature or ui/). */
const isolatedTabs = featureFolders('src/web/admin/tabs').map((folder) => ({
  target: `./${folder}`,
  from: './src/web/admin/tabs',
  except: [`./${path.basename(folder)}`],
  message: 'Admin tabs do not import each other: move what they share to a feature, ui/ or lib/.',
}));

/**
 * Every folder of src/web is one of these kinds (decision 154); a new folder must be given one, so
 * no code lands outside the zones below.
 */
export const webFolderKinds = {
  routes: 'the route table (paths and their lazy pages) and the error page every route shares',
  features: 'a domain each: its pages, queries, components, hooks and texts',
  shell: "the member app's frame: navigation, the signed-in gate, what every page shows",
  admin: "the staff portal's frame and tabs",
  ui: 'the design system',
  lib: 'infrastructure: the API client, translations, session, dates, realtime',
  pwa: 'the service worker and what talks to it',
  test: "the component tests' harness",
  public: 'static files',
};
/** Stops the lint at a folder of src/web that is of no known kind. */
export function checkWebFolders(folders) {
  for (const folder of folders)
    if (!(folder in webFolderKinds))
      throw new Error(
        `src/web/${folder} has no zone: add it to webFolderKinds in eslint.config.js`,
      );
}
checkWebFolders(featureFolders('src/web').map((entry) => path.basename(entry)));

const webFeatures = featureFolders('src/web/features').map((folder) => path.basename(folder));
const featureEntries = webFeatures.map((name) => `./${name}/index.ts`);

/** A feature reaches another only through its index.ts; inside a feature, anything goes. */
const featureEntryZones = webFeatures.map((name) => ({
  target: `./src/web/features/${name}`,
  from: './src/web/features',
  except: [`./${name}`, ...featureEntries.filter((entry) => entry !== `./${name}/index.ts`)],
  message:
    "A feature imports another only through its index.ts (what it exports is the feature's public surface).",
}));

/** Zones every file is checked against (each zone applies to the files under its target). */
const contractsZone = {
  target: './src/contracts',
  from: ['./src/server', './src/web'],
  message: 'Contracts import nothing but zod (and each other).',
};

const baseZones = [
  contractsZone,
  ...featureEntryZones,
  {
    target: './src/web/features',
    from: ['./src/web/shell', './src/web/admin', './src/web/routes', './src/web/main.tsx'],
    message: 'A feature imports no frame (shell, admin, routes): the frame imports the feature.',
  },
  {
    // The frames reach a feature through its index.ts; the route table (src/web/routes) alone
    // also names its pages, each loaded in a chunk of its own when first visited.
    target: [
      './src/web/shell',
      './src/web/admin',
      './src/web/main.tsx',
      './src/web/entry-server.tsx',
    ],
    from: './src/web/features',
    except: featureEntries,
    message: 'The shell and the portal reach a feature through its index.ts alone.',
  },
  {
    target: './src/web/admin',
    from: './src/web/shell',
    message: 'The portal and the app do not import each other.',
  },
  {
    target: './src/web/shell',
    from: './src/web/admin',
    message: 'The portal and the app do not import each other.',
  },
  ...isolatedTabs,
  {
    target: ['./src/web/ui', './src/web/lib', './src/web/pwa'],
    from: ['./src/web/features', './src/web/shell', './src/web/admin', './src/web/routes'],
    message:
      'Shared web code (ui/, lib/, pwa/) imports no feature or frame: move what both need into ui/ or lib/.',
  },
];

/** The server never imports the web (tests may: one checks the web's texts against the server's). */
const serverNotWeb = {
  target: './src/server',
  from: './src/web',
  message: 'The server never imports src/web.',
};

// Module boundaries of the server (docs/decisions/039).
const serverModules = featureFolders('src/server/modules').map((folder) => path.basename(folder));

/** A module's public entries: service.ts (its operations) and index.ts (the rest of its surface). */
const publicEntries = (name) => [`./${name}/service.ts`, `./${name}/index.ts`];

/** Another module is reached through its public entries alone; inside a module, anything goes. */
const moduleEntryZones = serverModules.map((name) => ({
  target: `./src/server/modules/${name}`,
  from: './src/server/modules',
  except: [`./${name}`, ...serverModules.filter((other) => other !== name).flatMap(publicEntries)],
  message:
    'A module imports another only through its public entry: its service.ts, or its index.ts (which re-exports the rest of its public surface).',
}));

/**
 * The composition root assembles platform and modules, so it alone imports both: the API's routers,
 * the app's wiring, the job list, the server's start and the command-line tools.
 */
const compositionRoot = [
  'app.ts',
  'api-routes.ts',
  'assemble-app.ts',
  'job-registry.ts',
  'main.ts',
  'cli',
];

const compositionRootZone = {
  target: compositionRoot.map((entry) => `./src/server/${entry}`),
  from: './src/server/modules',
  except: serverModules.flatMap((name) => [...publicEntries(name), `./${name}/routes.ts`]),
  message: 'The composition root reaches a module through its routes.ts, service.ts or index.ts.',
};

/**
 * Platform: everything else in src/server (db, auth, http, realtime, jobs, lib, providers, crypto,
 * media, config…), a new folder included. It imports no domain module; what it needs from one it
 * takes as a function the composition root hands it (auth's languageOf, realtime's readerDay).
 */
const platform = fs
  .readdirSync('src/server')
  .filter((entry) => !['modules', 'test', ...compositionRoot].includes(entry))
  .map((entry) => `./src/server/${entry}`);

const platformZone = {
  target: platform,
  from: './src/server/modules',
  message:
    'Platform code imports no domain module: take what you need as a function handed over by the composition root (app.ts, api-routes.ts, main.ts).',
};

const restrictedPaths = (...zones) => ['error', { zones }];

export default tseslint.config(
  { ignores: ['dist', 'data', 'drizzle', 'node_modules', '.test-data', 'test-results', '.node24'] },
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
      'import-x/no-restricted-paths': restrictedPaths(...baseZones, serverNotWeb),
    },
  },
  {
    // Server source (tests and the test harness aside: they may reach into any module to arrange
    // and observe): modules through their entries, platform free of modules.
    files: ['src/server/**/*.ts'],
    ignores: ['**/*.test.ts', 'src/server/test/**'],
    rules: {
      'import-x/no-restricted-paths': restrictedPaths(
        ...baseZones,
        serverNotWeb,
        ...moduleEntryZones,
        compositionRootZone,
        platformZone,
      ),
    },
  },
  {
    // A web test may reach into any feature to arrange and observe (a dictionary check reads every
    // feature's texts), as the server's tests reach into any module.
    files: ['src/web/**/*.test.{ts,tsx}', 'src/web/test/**'],
    rules: { 'import-x/no-restricted-paths': restrictedPaths(contractsZone) },
  },
  {
    // A server test may read the web's texts, to check them against what the server says.
    files: ['src/server/**/*.test.ts'],
    rules: { 'import-x/no-restricted-paths': restrictedPaths(...baseZones) },
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
    ignores: ['**/*.test.{ts,tsx}', 'src/web/test/**'],
    plugins: { i18next },
    rules: {
      'i18next/no-literal-string': ['error', i18nLiterals],
      'no-restricted-syntax': ['error', ...literalToasts],
    },
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
          // React Router's Link resolves its path on every drawing; the app's links name absolute
          // paths and draw a plain anchor (src/web/ui/link.tsx, decision 162).
          paths: [
            {
              name: 'react-router',
              importNames: ['Link', 'NavLink'],
              message: "Use Link and NavLink from '@web/ui/link'.",
            },
          ],
        },
      ],
    },
  },
);
