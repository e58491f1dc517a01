import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';

// `npm run lint` refuses folders that import each other, even through others (decision 159): the
// check is shown failing on small fake trees, passing on one without a cycle, and passing on the
// repository itself.
const root = path.resolve(import.meta.dirname, '../..');
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'module-cycles-'));
afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

const tsconfig = JSON.stringify({
  compilerOptions: {
    module: 'ESNext',
    moduleResolution: 'Bundler',
    jsx: 'react-jsx',
    paths: {
      '@contracts/*': ['./src/contracts/*'],
      '@server/*': ['./src/server/*'],
      '@web/*': ['./src/web/*'],
    },
  },
});

/** A fake repository: these files (path → source) beside a tsconfig.json with the project's aliases. */
function tree(name: string, files: Record<string, string>) {
  const dir = path.join(scratch, name);
  for (const [file, source] of Object.entries({ 'tsconfig.json': tsconfig, ...files })) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), source);
  }
  return dir;
}

const run = promisify(execFile);
const tsx = path.join(root, 'node_modules/.bin/tsx');
const script = path.join(root, 'scripts/lint/module-cycles.ts');

type Edge = {
  from: string;
  to: string;
  example: { file: string; line: number; specifier: string };
};
type Graph = { edges: Edge[]; cycles: { folders: string[]; edges: Edge[] }[] };

/**
 * The check as `npm run lint` runs it, on a fake tree or (without one) the repository: its exit
 * code, its report, and the folder graph it read (--json): every edge, and the cycles.
 */
async function check(dir?: string) {
  const args = [script, ...(dir ? [dir] : []), '--json'];
  const { code, stdout, stderr } = await run(tsx, args).then(
    (done) => ({ code: 0, ...done }),
    (failed: { code: number; stdout: string; stderr: string }) => failed,
  );
  return { code, stderr, ...(JSON.parse(stdout) as Graph) };
}

const arrows = (edges: Edge[]) => edges.map(({ from, to }) => `${from} → ${to}`);

describe('the folder cycle check', () => {
  // Two modules that import each other through other files: a value import by alias into the
  // other's index.ts, and a type-only import by a relative path back.
  const twoModules = tree('two-modules', {
    'src/server/modules/content/service.ts': [
      "import { sql } from 'drizzle-orm';",
      "import { holdCategory } from '@server/modules/categories';",
      'export const write = () => [sql, holdCategory];',
    ].join('\n'),
    'src/server/modules/content/visibility.ts': 'export type Day = string;',
    'src/server/modules/categories/index.ts': "export { holdCategory } from './hold';",
    'src/server/modules/categories/hold.ts': [
      '// Holds a category.',
      "import type { Day } from '../content/visibility';",
      'export const holdCategory = (day: Day) => day;',
    ].join('\n'),
  });

  it('fails on two modules importing each other, naming one import per edge', async () => {
    const { code, stderr, cycles } = await check(twoModules);
    expect(cycles).toEqual([
      {
        folders: ['src/server/modules/categories', 'src/server/modules/content'],
        edges: [
          {
            from: 'src/server/modules/categories',
            to: 'src/server/modules/content',
            example: {
              file: 'src/server/modules/categories/hold.ts',
              line: 2,
              specifier: '../content/visibility',
            },
          },
          {
            from: 'src/server/modules/content',
            to: 'src/server/modules/categories',
            example: {
              file: 'src/server/modules/content/service.ts',
              line: 2,
              specifier: '@server/modules/categories',
            },
          },
        ],
      },
    ]);
    expect(code).toBe(1);
    expect(stderr).toContain(
      [
        'Folders in a cycle: server/modules/categories, server/modules/content',
        "  server/modules/categories → server/modules/content: src/server/modules/categories/hold.ts:2 imports '../content/visibility'",
        "  server/modules/content → server/modules/categories: src/server/modules/content/service.ts:2 imports '@server/modules/categories'",
      ].join('\n'),
    );
    expect(stderr).toContain('handed over by the composition root');
  });

  it('fails on web features in a cycle of three, through index files, .tsx and import()', async () => {
    const features = tree('three-features', {
      'src/web/features/groups/index.ts': "export { GroupBadge } from './group-badge';",
      'src/web/features/groups/group-badge.tsx': [
        "import { PostCard } from '@web/features/posts';",
        'export const GroupBadge = () => <PostCard />;',
      ].join('\n'),
      'src/web/features/posts/index.ts': "export { PostCard } from './post-card';",
      'src/web/features/posts/post-card.tsx': [
        "const Upgrade = () => import('../premium');",
        'export const PostCard = () => <p>{String(Upgrade)}</p>;',
      ].join('\n'),
      'src/web/features/premium/index.tsx': [
        "import type { GroupBadge } from '../groups';",
        'export type Badge = typeof GroupBadge;',
      ].join('\n'),
    });
    const { cycles } = await check(features);
    expect(cycles.map(({ folders }) => folders)).toEqual([
      ['src/web/features/groups', 'src/web/features/posts', 'src/web/features/premium'],
    ]);
    expect(arrows(cycles[0]!.edges)).toEqual([
      'src/web/features/groups → src/web/features/posts',
      'src/web/features/posts → src/web/features/premium',
      'src/web/features/premium → src/web/features/groups',
    ]);
  });

  it('passes a tree whose folders import one way only, however they are reached', async () => {
    const layered = tree('layered', {
      // profile ← notifications ← groups, and groups → profile directly: no way back.
      'src/server/modules/profile/index.ts': "export { languageOf } from './language';",
      'src/server/modules/profile/language.ts': "export const languageOf = () => 'en';",
      'src/server/modules/notifications/service.ts': [
        "import { languageOf } from '@server/modules/profile';",
        'export const deliver = () => languageOf();',
      ].join('\n'),
      'src/server/modules/groups/alerts.ts': [
        "import { deliver } from '@server/modules/notifications/service';",
        "import { languageOf } from '../profile';",
        'export const alert = () => [deliver(), languageOf()];',
      ].join('\n'),
      // A test may reach back into the module above it, and the composition root into every one.
      'src/server/modules/profile/profile.test.ts': [
        "import { alert } from '@server/modules/groups/alerts';",
        'export const arranged = alert;',
      ].join('\n'),
      'src/server/api-routes.ts': [
        "import { alert } from './modules/groups/alerts';",
        "import { languageOf } from './modules/profile';",
        'export const routes = [alert, languageOf];',
      ].join('\n'),
    });
    const { code, stderr, edges, cycles } = await check(layered);
    expect(cycles).toEqual([]);
    expect(arrows(edges)).toEqual([
      'src/server/modules/groups → src/server/modules/notifications',
      'src/server/modules/groups → src/server/modules/profile',
      'src/server/modules/notifications → src/server/modules/profile',
    ]);
    expect({ code, stderr }).toEqual({ code: 0, stderr: '' });
  });

  it('passes the repository: no module or feature imports one that imports it back', async () => {
    const { code, stderr, edges, cycles } = await check();
    // The graph is read, not empty: both kinds of folder import others.
    expect(edges).toContainEqual(
      expect.objectContaining({
        from: 'src/server/modules/seeder',
        to: 'src/server/modules/content',
      }),
    );
    expect(edges.some(({ from }) => from.startsWith('src/web/features/'))).toBe(true);
    expect(cycles).toEqual([]);
    expect({ code, stderr }).toEqual({ code: 0, stderr: '' });
  });

  it('runs in npm run lint', () => {
    const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as {
      scripts: Record<string, string>;
    };
    expect(pkg.scripts.lint).toContain('tsx scripts/lint/module-cycles.ts');
  });
});
