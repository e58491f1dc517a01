import fs from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import * as prettier from 'prettier';
import { afterAll, describe, expect, it } from 'vitest';

// The layering of ARCHITECTURE.md is enforced by `npm run lint`, not by good will: each rule is
// shown failing on a small deliberate violation, linted with the project's own configuration.
const root = path.resolve(import.meta.dirname, '../..');
const eslint = new ESLint({ cwd: root });

/** The rule ids ESLint reports for `code` as if it were the file at `file` (relative to root). */
async function violations(file: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result!.messages.map((message) => message.ruleId);
}

/** The import-x/no-restricted-paths messages ESLint gives for `code` as if at `file`. */
async function restrictedPaths(file: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result!.messages
    .filter((message) => message.ruleId === 'import-x/no-restricted-paths')
    .map((message) => message.message);
}

const scratch = path.join(root, 'src/server/lint-fixture-tmp');
afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

describe('npm run lint', () => {
  it('accepts a tab importing its own hooks, the design system and lib', async () => {
    const code = [
      "import { Button } from '@web/ui/button';",
      "import { useAutomationLogs } from './use-automation-logs';",
      'export const parts = [Button, useAutomationLogs];',
    ].join('\n');
    expect(await violations('src/web/admin/tabs/automation/fixture.ts', code)).toEqual([]);
  });

  it('fails on an admin tab importing another tab', async () => {
    const code = [
      "import { useAutomationLogs } from '../automation/use-automation-logs';",
      'export const hook = useAutomationLogs;',
    ].join('\n');
    expect(await violations('src/web/admin/tabs/psalms/fixture.ts', code)).toContain(
      'import-x/no-restricted-paths',
    );
  });

  it("fails on a feature importing another feature's internals, and on the app importing the portal", async () => {
    const internal =
      "import { JournalPage } from '@web/features/journal/journal-page';\nexport { JournalPage };";
    expect(await restrictedPaths('src/web/features/account/fixture.tsx', internal)).toEqual([
      expect.stringContaining('only through its index.ts'),
    ]);
    const typeOnly =
      "import type { PlayerQueue } from '../listening/player-types';\nexport type Q = PlayerQueue;";
    expect(await restrictedPaths('src/web/features/psalms/fixture.ts', typeOnly)).toEqual([
      expect.stringContaining('only through its index.ts'),
    ]);
    const portal = "import { AdminApp } from '@web/admin/admin-app';\nexport { AdminApp };";
    expect(await restrictedPaths('src/web/shell/fixture.tsx', portal)).toEqual([
      expect.stringContaining('The portal and the app do not import each other'),
    ]);
  });

  it("accepts a feature importing another's index.ts and its own files", async () => {
    const code = [
      "import { ListenPlayer, type PlayerQueue } from '@web/features/listening';",
      "import { UpgradeCard } from '../premium';",
      "import { psalmT } from './i18n/psalm-t';",
      'export const parts = [ListenPlayer, UpgradeCard, psalmT];',
      'export type Q = PlayerQueue;',
    ].join('\n');
    expect(await violations('src/web/features/psalms/fixture.tsx', code)).toEqual([]);
  });

  it("fails on a feature importing a frame, and on a frame reaching past a feature's index.ts", async () => {
    const frame = "import { SideNav } from '@web/shell/side-nav';\nexport const s = SideNav;";
    expect(await restrictedPaths('src/web/features/journal/fixture.tsx', frame)).toEqual([
      expect.stringContaining('A feature imports no frame'),
    ]);
    const past =
      "import { WidgetFlow } from '@web/features/widgets/widget-flow';\nexport const w = WidgetFlow;";
    for (const file of ['src/web/shell/fixture.tsx', 'src/web/admin/tabs/widgets/fixture.tsx'])
      expect(await restrictedPaths(file, past), file).toEqual([
        expect.stringContaining('through its index.ts alone'),
      ]);
    const entry =
      "import { DeviceWidgetFlow } from '@web/features/widgets';\nexport const w = DeviceWidgetFlow;";
    expect(await violations('src/web/shell/fixture.tsx', entry)).toEqual([]);
  });

  it('gives every folder of src/web a zone: a folder of no known kind stops the lint', async () => {
    const { webFolderKinds, checkWebFolders } = await import('../../eslint.config.js');
    const folders = fs
      .readdirSync(path.join(root, 'src/web'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    expect(Object.keys(webFolderKinds).sort()).toEqual(folders.sort());
    expect(() => checkWebFolders([...folders, 'helpers'])).toThrow('src/web/helpers has no zone');
  });

  it('fails on a contracts file importing a server module or any package but zod', async () => {
    const server = "import { config } from '@server/config';\nexport const c = config;";
    const fromServer = await violations('src/contracts/fixture.ts', server);
    expect(fromServer).toContain('import-x/no-restricted-paths');
    expect(fromServer).toContain('no-restricted-imports');
    const otherPackage = "import { pino } from 'pino';\nexport const p = pino;";
    expect(await violations('src/contracts/fixture.ts', otherPackage)).toContain(
      'no-restricted-imports',
    );
    const zod =
      "import { z } from 'zod';\nimport { limits } from './limits';\nexport const s = [z, limits];";
    expect(await violations('src/contracts/fixture.ts', zod)).toEqual([]);
  });

  // Module boundaries of the server, and shared web code (docs/decisions/039).
  it("fails on a server module importing another module's internals, types included", async () => {
    const file = 'src/server/modules/community/fixture.ts';
    const internal =
      "import { sealWords } from '@server/modules/journal/sealing';\nexport const s = sealWords;";
    const typeOnly =
      "import type { JournalStore } from '../journal/sealing';\nexport type S = JournalStore;";
    for (const code of [internal, typeOnly]) {
      expect(await restrictedPaths(file, code), code).toEqual([
        expect.stringContaining('only through its public entry'),
      ]);
    }
  });

  it("accepts a server module importing another's service.ts or index.ts, and its own files", async () => {
    const code = [
      "import { listEntries } from '@server/modules/journal/service';",
      "import { sealJournalAtStart } from '@server/modules/journal';",
      "import { visibilityFor, type ContentWriteDeps } from '../content';",
      "import { postReadableBy } from './shared';",
      'export const parts = [listEntries, sealJournalAtStart, visibilityFor, postReadableBy];',
      'export type Deps = ContentWriteDeps;',
    ].join('\n');
    expect(await violations('src/server/modules/community/fixture.ts', code)).toEqual([]);
  });

  it('fails on platform code importing a domain module, even through its entry', async () => {
    const auth =
      "import { languageOf } from '@server/modules/profile';\nexport const l = languageOf;";
    expect(await restrictedPaths('src/server/auth/fixture.ts', auth)).toEqual([
      expect.stringContaining('Platform code imports no domain module'),
    ]);
    const realtime =
      "import { viewerDay } from '../modules/content/visibility';\nexport const d = viewerDay;";
    expect(await restrictedPaths('src/server/realtime/fixture.ts', realtime)).toEqual([
      expect.stringContaining('Platform code imports no domain module'),
    ]);
    const db = "import type { Tx } from '../modules/community/shared';\nexport type T = Tx;";
    expect(await restrictedPaths('src/server/db/fixture.ts', db)).toEqual([
      expect.stringContaining('Platform code imports no domain module'),
    ]);
  });

  it('accepts platform code importing platform, and the composition root importing module entries', async () => {
    const platform = [
      "import { createRouter } from '../http/route';",
      "import type { EventBus } from './bus';",
      'export const parts = [createRouter];',
      'export type Bus = EventBus;',
    ].join('\n');
    expect(await violations('src/server/realtime/fixture.ts', platform)).toEqual([]);
    const root = [
      "import { viewerDay } from './modules/content';",
      "import { createContentRoutes } from './modules/content/routes';",
      "import { listEntries } from './modules/journal/service';",
      'export const parts = [viewerDay, createContentRoutes, listEntries];',
    ].join('\n');
    expect(await violations('src/server/api-routes.ts', root)).toEqual([]);
    const internal =
      "import { viewerDay } from './modules/content/visibility';\nexport const d = viewerDay;";
    expect(await restrictedPaths('src/server/api-routes.ts', internal)).toEqual([
      expect.stringContaining('The composition root reaches a module through'),
    ]);
  });

  it('fails on the server importing the web (a test may read its texts)', async () => {
    const code =
      "import errorCodesEn from '@web/lib/i18n/error-codes/en.json';\nexport const e = errorCodesEn;";
    for (const file of ['src/server/http/fixture.ts', 'src/server/modules/content/fixture.ts']) {
      expect(await restrictedPaths(file, code), file).toEqual([
        expect.stringContaining('The server never imports src/web'),
      ]);
    }
    expect(await violations('src/server/http/fixture.test.ts', code)).toEqual([]);
    const contracts = "import { apiError } from '@contracts/errors';\nexport const e = apiError;";
    expect(await violations('src/server/http/fixture.ts', contracts)).toEqual([]);
  });

  it('fails on shared web code (ui, lib) importing a feature', async () => {
    const page =
      "import { JournalPage } from '@web/features/journal/journal-page';\nexport const j = JournalPage;";
    expect(await restrictedPaths('src/web/lib/fixture.ts', page)).toEqual([
      expect.stringContaining('Shared web code'),
    ]);
    const portal = "import { AdminApp } from '@web/admin/admin-app';\nexport const a = AdminApp;";
    expect(await restrictedPaths('src/web/ui/fixture.tsx', portal)).toEqual([
      expect.stringContaining('Shared web code'),
    ]);
    const shared = "import { cn } from '@web/lib/cn';\nexport const c = cn;";
    expect(await violations('src/web/ui/fixture.tsx', shared)).toEqual([]);
  });

  it('fails on the web importing server code (types only are allowed)', async () => {
    const code = "import { createApp } from '@server/app';\nexport const a = createApp;";
    expect(await violations('src/web/lib/fixture.ts', code)).toContain('no-restricted-imports');
    const typeOnly = "import type { Config } from '@server/config';\nexport type C = Config;";
    expect(await violations('src/web/lib/fixture.ts', typeOnly)).toEqual([]);
  });

  it('fails on a routes file that queries the database itself', async () => {
    const code = "import { eq } from 'drizzle-orm';\nexport const e = eq;";
    expect(await violations('src/server/modules/journal/routes.ts', code)).toContain(
      'no-restricted-imports',
    );
  });

  it('fails on a relative import that climbs two folders or more (the aliases say where)', async () => {
    const deep = "import { cn } from '../../lib/cn';\nexport const c = cn;";
    expect(await violations('src/web/admin/tabs/fixture.ts', deep)).toContain(
      'no-restricted-imports',
    );
    const alias = "import { cn } from '@web/lib/cn';\nexport const c = cn;";
    expect(await violations('src/web/admin/tabs/fixture.ts', alias)).toEqual([]);
  });

  it('fails on an import cycle', async () => {
    fs.mkdirSync(scratch, { recursive: true });
    fs.writeFileSync(path.join(scratch, 'a.ts'), "import { b } from './b';\nexport const a = b;\n");
    fs.writeFileSync(
      path.join(scratch, 'b.ts'),
      "import { a } from './a';\nexport const b = () => a;\n",
    );
    const [result] = await eslint.lintFiles([path.join(scratch, 'a.ts')]);
    expect(result!.messages.map((message) => message.ruleId)).toContain('import-x/no-cycle');
  });

  it('fails on a text a person reads written into a component instead of a translator', async () => {
    const file = 'src/web/ui/fixture.tsx';
    const texts = [
      'export const Greeting = () => <p>Peace be with you</p>;',
      'export const Greeting = () => <button aria-label="Close" />;',
      'export const Greeting = () => <input placeholder="Search" title="Find" />;',
      'export const Greeting = () => <img alt="A dove" src="/dove.png" />;',
      'export const Greeting = () => <Dialog label="Name" confirmLabel="Delete" />;',
      "export const Greeting = ({ on }: { on: boolean }) => <p>{on ? 'On' : 'Off'}</p>;",
      'export const Greeting = ({ n }: { n: number }) => <p>{`Psalm ${n}`}</p>;',
      "export const Greeting = () => <Select options={[{ value: 'draft', label: 'Draft' }]} />;",
      "export function save() {\n  notifySuccess('Saved');\n}",
    ];
    for (const code of texts) {
      const found = await violations(file, code);
      expect(found, code).toEqual(
        expect.arrayContaining([
          expect.stringMatching(/^(i18next\/no-literal-string|no-restricted-syntax)$/),
        ]),
      );
    }
  });

  it('accepts translated texts, symbols, numbers, class names, test ids and other attributes', async () => {
    const code = [
      "import { t } from '@web/lib/i18n/t';",
      'export const Greeting = ({ n }: { n: number }) => (',
      '  <section className="grid gap-2 text-sm" role="status" id="greeting" data-testid="greeting">',
      "    <h2 title={t('app.name')}>{t('app.tagline')}</h2>",
      '    <p aria-hidden="true">',
      '      {n} · 3 — / … → 50%',
      '    </p>',
      '    <input type="email" name="email" autoComplete="email" enterKeyHint="done" />',
      '    <a href="/privacy" aria-labelledby="greeting">',
      "      {t('auth.privacyLink')}",
      '    </a>',
      '    <p>Psalmlight</p>',
      '  </section>',
      ');',
    ].join('\n');
    expect(await violations('src/web/ui/fixture.tsx', code)).toEqual([]);
    const test = 'export const Greeting = () => <p>Peace be with you</p>;';
    expect(await violations('src/web/ui/fixture.test.tsx', test)).toEqual([]);
  });

  it('fails on a badly formatted file', async () => {
    const file = path.join(root, 'src/server/config.ts');
    const options = { ...(await prettier.resolveConfig(file)), filepath: file };
    expect(await prettier.check(fs.readFileSync(file, 'utf8'), options)).toBe(true);
    expect(await prettier.check('export const x = {a:1,\n  b : 2}\n', options)).toBe(false);
    const script = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')).scripts
      .lint as string;
    expect(script).toMatch(/prettier --check \./);
  });
});
