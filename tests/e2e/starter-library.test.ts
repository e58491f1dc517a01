import { sampleContent } from '@contracts/seeder';
import { starterContent } from '@contracts/starter-library';
import type { LanguageSupport } from '@contracts/system-status';
import { ApiSession } from './support/api';
import { expectAccessible, expectPage, saveScreenshot } from './support/browser';
import { describe, expect, serverOfItsOwn, test as base } from './support/fixtures';
import { setupLink } from './support/log';
import { createUser, signedInApi } from './support/users';
import { newPerson } from './support/users-data';

// The real first start (decision 055): the lane's servers turn the starter library off
// (support/server.ts), this one leaves it on, as an operator's fresh installation has it.
const test = base
  .extend('server', { scope: 'file' }, serverOfItsOwn('starter', { STARTER_LIBRARY: '' }))
  .extend('owner', { scope: 'file' }, async ({ server }) => {
    const token = new URL(await setupLink(server.logFile)).searchParams.get('token');
    const owner = newPerson('starter');
    await new ApiSession(server.baseURL).post('/api/setup', { token, ...owner });
    return owner;
  });

type Listed = { id: string; title: string; audioUrl: string | null };

describe('a fresh installation', () => {
  test('opens with the starter library, and its narration plays in the reader', async ({
    pageAs,
    server,
    owner,
  }) => {
    const api = await signedInApi(owner, server.baseURL);
    const library = async (): Promise<Listed[]> =>
      (await (await api.request('GET', '/api/content?limit=100')).json()).items;

    const titles = (await library()).map((item) => item.title).sort();
    expect(titles).toEqual([...sampleContent, ...starterContent].map((item) => item.title).sort());

    // Narration starts with the server, one item at a time; the first is ready within a minute or two.
    let narrated: Listed | undefined;
    await expect
      .poll(async () => (narrated = (await library()).find((item) => item.audioUrl)), {
        timeout: 150_000,
        interval: 2_000,
      })
      .toBeTruthy();

    const { page } = await pageAs(owner, 'desktop', { baseURL: server.baseURL });
    await page.goto(`/content/${narrated!.id}`);
    await expectPage(page, { path: `/content/${narrated!.id}`, heading: narrated!.title });
    const player = page.getByRole('region', { name: `Audio player: ${narrated!.title}` });
    await expect
      .poll(() => player.getAttribute('data-player-status'), { timeout: 15_000 })
      .toBe('ready');
    await player.getByRole('button', { name: 'Play' }).click();
    await player.getByRole('button', { name: 'Pause' }).waitFor();
    expect(
      await page.locator('audio').evaluate((audio: HTMLAudioElement) => audio.duration),
    ).toBeGreaterThan(30);
  });

  test('the Sample tab says how far the narration is, and why the seeder finds content', async ({
    pageAs,
    server,
    owner,
  }) => {
    const total = sampleContent.length + starterContent.length;
    // The card counts narrations (decision 073): each item in English, and in each other language
    // the voice speaks with a voice of that language.
    const api = await signedInApi(owner, server.baseURL);
    const status = await (await api.request('GET', '/api/admin/system-status')).json();
    const voice = (status.services as { name: string; languages: LanguageSupport[] }[]).find(
      (service) => service.name === 'Voice narration',
    )!;
    const spoken = voice.languages.filter(
      (entry) => entry.language !== 'en' && entry.support !== 'english',
    ).length;
    const narrations = total * (1 + spoken);
    for (const viewport of ['desktop', 'phone'] as const) {
      const { page } = await pageAs(owner, viewport, { baseURL: server.baseURL });
      await page.goto('/admin/seeder');
      await expectPage(page, { path: '/admin/seeder', heading: 'Administrative Panel' });
      // The narration started with the server and runs for minutes: the card counts it.
      await page
        .getByRole('status')
        .getByText(new RegExp(`^Narrating the starter library: \\d+ of ${narrations}$`))
        .waitFor();
      const note = page.getByRole('region', {
        name: 'Why the seeder says “Sample content already exists”',
      });
      await note.getByText(`starts with the starter library: ${total} published items`).waitFor();
      await note.getByText('Scripture Study: 13').waitFor();
      await expectAccessible(page, `Sample tab during the narration (${viewport})`);
      await saveScreenshot(page, `sample-tab-starter-narration-${viewport}`);
    }
  });

  test('a Portuguese reader finds and reads the starter library in Portuguese', async ({
    pageAs,
    server,
  }) => {
    const reader = await createUser('leitora', { server });
    const api = await signedInApi(reader, server.baseURL);
    expect((await api.request('PATCH', '/api/profile', { language: 'pt' })).status).toBe(200);
    for (const viewport of ['desktop', 'phone'] as const) {
      const { page } = await pageAs(reader, viewport, { baseURL: server.baseURL });
      await page.goto(`/library?q=${encodeURIComponent('regozijemo-nos')}`);
      await page
        .getByRole('link', { name: /Oração da manhã em gratidão/ })
        .first()
        .click();
      await expectPage(page, { path: /^\/content\//, heading: 'Oração da manhã em gratidão' });
      await page.getByText('Para os primeiros minutos de um novo dia', { exact: false }).waitFor();
      await expectAccessible(page, `a starter prayer read in Portuguese (${viewport})`);
      await saveScreenshot(page, `starter-prayer-pt-${viewport}`);
    }
  });
});
