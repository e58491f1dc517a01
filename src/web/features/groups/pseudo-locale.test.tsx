// @vitest-environment jsdom
import fs from 'node:fs';
import path from 'node:path';
import { cleanup, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { connectTo, renderWithApp, startLiveServer, type LiveServer } from '@web/test/live-api';
import { switchLocale, type Locale } from '@web/lib/i18n/translate';
// eslint-disable-next-line no-restricted-imports -- the build's catalog compiler lives outside src/
import { pseudoLocalize } from '../../../../scripts/catalogs.mjs';
import { GroupsPage } from './groups-page';

// A language is its catalogs and one line of configuration. The test configuration
// (vitest.config.ts) adds a pseudo-locale, en-XA, whose catalogs the build makes from the English
// ones (accented, in brackets): no file of it exists, no translator names it, and still the groups
// page reads in it, the server's answer included.

let server: LiveServer;
const english = JSON.parse(
  fs.readFileSync(path.join(import.meta.dirname, 'i18n/en.json'), 'utf8'),
) as Record<string, string>;
const pseudo = (key: string) => pseudoLocalize(english[key]!);

beforeAll(async () => {
  server = await startLiveServer('user');
}, 60_000);
afterEach(() => cleanup());
afterAll(async () => {
  // The files of this worker share their modules: the next one reads English again.
  await switchLocale('en');
  await server.close();
});

describe('a pseudo-locale made from the English catalogs', () => {
  it('has no catalog file of its own', () => {
    expect(fs.existsSync(path.join(import.meta.dirname, 'i18n/en-XA.json'))).toBe(false);
  });

  it('draws the groups page in it', async () => {
    connectTo(server, server.people.user!);
    await switchLocale('en-XA' as Locale);
    expect(document.documentElement.lang).toBe('en-XA');
    renderWithApp(
      <MemoryRouter>
        <GroupsPage />
      </MemoryRouter>,
    );
    expect(pseudo('groups.heading')).toBe('[Pråýér Grøüps]');
    expect(screen.getByRole('heading', { level: 1, name: pseudo('groups.heading') })).toBeDefined();
    expect(screen.getByRole('button', { name: pseudo('groups.start') })).toBeDefined();
    // Drawn once the server has answered: a member in no group yet.
    expect(await screen.findByText(pseudo('groups.empty.title'))).toBeDefined();
    expect(screen.queryByText(english['groups.heading']!)).toBeNull();
  });
});
