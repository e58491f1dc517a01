import { describe, expect, test } from 'vitest';
import { memberAppFiles, type ViteManifestChunk } from './member-precache';

const manifest: Record<string, ViteManifestChunk> = {
  'index.html': {
    file: 'assets/index-a.js',
    css: ['assets/index-a.css'],
    isEntry: true,
    imports: ['_app-core-a.js'],
    dynamicImports: ['src/web/features/journal/journal-page.tsx', 'src/web/admin/admin-app.tsx'],
  },
  '_app-core-a.js': { file: 'assets/app-core-a.js' },
  'src/web/features/journal/journal-page.tsx': {
    file: 'assets/journal-page-a.js',
    imports: ['_dialog-a.js'],
    dynamicImports: ['src/web/features/journal/i18n/journal-pt.ts'],
  },
  'src/web/features/journal/i18n/journal-pt.ts': { file: 'assets/journal-pt-a.js' },
  '_dialog-a.js': { file: 'assets/dialog-a.js' },
  'src/web/admin/admin-app.tsx': {
    file: 'assets/admin-app-a.js',
    imports: ['_dialog-a.js', '_access-control-tab-a.js'],
  },
  '_access-control-tab-a.js': { file: 'assets/access-control-tab-a.js' },
};

describe('the member app files the service worker precaches', () => {
  test('hold every page a member can open, its shared chunks and dictionaries, and none of the staff portal', () => {
    expect([...memberAppFiles(manifest)].sort()).toEqual([
      'assets/app-core-a.js',
      'assets/dialog-a.js',
      'assets/index-a.css',
      'assets/index-a.js',
      'assets/journal-page-a.js',
      'assets/journal-pt-a.js',
    ]);
  });
});
