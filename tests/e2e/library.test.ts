import { addDays } from '@contracts/time';
import type { ApiSession } from './support/api';
import {
  allowHttpError,
  expectAccessible,
  expectPage,
  expectText,
  saveScreenshot,
  type Page,
} from './support/browser';
import { describe, expect, test } from './support/fixtures';

/**
 * The member library (decision 134): a member finds staff's prayers and meditations in the library and from the
 * dashboard, reads them, plays the audio, and each play or reading is recorded as user_progress.
 */

const suffix = Date.now().toString(36);
const prayerTitle = `Prayer for a quiet morning ${suffix}`;
const meditationTitle = `Stillness meditation ${suffix}`;
const draftTitle = `Unfinished study ${suffix}`;
/** The meditation's body (docs/decisions/054): a paragraph, two verse lines, a citation. */
const meditationBody = [
  'Sit comfortably and let your breathing slow.',
  '',
  'Be still, and know that I am God;',
  'I will be exalted among the nations.',
  '',
  'Psalm 46:10',
].join('\n');
const prayerText =
  'Lord, in the quiet of this morning I lift my heart to you.\nGuide my steps and keep me in your peace.';

const today = new Intl.DateTimeFormat('en-CA', {
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
}).format(new Date());

const ids = { prayer: '', meditation: '', draft: '', psalm: '' };
let psalmTitle = '';
let psalmDate = '';

/** A narrated daily psalm on a free past date (one published psalm a day). */
async function narratedPsalm(staff: ApiSession) {
  for (let days = 12; days < 29; days++) {
    const date = addDays(today, -days);
    const written = await staff.post<{ title: string; generatedPsalm: string }>(
      '/api/admin/psalms/generate',
      { prompt: 'Peace for a quiet morning', theme: 'peace', date },
    );
    const response = await staff.request('POST', '/api/admin/psalms', {
      prompt: 'Peace for a quiet morning',
      theme: 'peace',
      date,
      ...written,
      narrate: true,
    });
    if (response.status === 409) continue;
    const saved = (await response.json()) as { id: string; title: string; audioUrl: string };
    if (!response.ok || !saved.audioUrl)
      throw new Error(`Saving a psalm answered ${response.status}`);
    return { ...saved, date };
  }
  throw new Error('No free date for a daily psalm');
}

test.beforeAll(async ({ apiAs, superAdmin }) => {
  const staff = await apiAs(superAdmin);
  const psalm = await narratedPsalm(staff);
  ids.psalm = psalm.id;
  psalmTitle = psalm.title;
  psalmDate = psalm.date;
  const categories = (await (await staff.request('GET', '/api/categories')).json()) as {
    items: { id: string; name: string }[];
  };
  const categoryId = (name: string) => categories.items.find((c) => c.name === name)!.id;
  const create = async (body: Record<string, unknown>) =>
    (await staff.post<{ id: string }>('/api/admin/content', body)).id;
  ids.draft = await create({
    title: draftTitle,
    categoryId: categoryId('Scripture Study'),
    isPublished: false,
  });
  ids.meditation = await create({
    title: meditationTitle,
    description: 'Sit comfortably. Breathe slowly, and rest in the words "Be still, and know".',
    body: meditationBody,
    categoryId: categoryId('Meditation'),
    durationMinutes: 20,
    difficultyLevel: 'intermediate',
  });
  // Created last, so it is the newest item on the dashboard. Its recording is the server's own: a
  // narrated test run of the daily prayer, which staff then edit and publish (an audio URL on this
  // server cannot be copied from another item, docs/decisions/036).
  ids.prayer = await narratedPrayer(staff, categoryId('Prayer'));
});

async function narratedPrayer(staff: ApiSession, categoryId: string) {
  const settings = await staff.request('GET', '/api/admin/automation/settings');
  const { items } = (await settings.json()) as {
    items: { contentType: string; isAudioEnabled: boolean }[];
  };
  const wasAudioEnabled = items.find((s) => s.contentType === 'daily_prayer')!.isAudioEnabled;
  const audio = (isAudioEnabled: boolean) =>
    staff.request('PATCH', '/api/admin/automation/settings/daily_prayer', { isAudioEnabled });
  expect((await audio(true)).status).toBe(200);
  let contentId: string | null;
  try {
    ({ contentId } = await staff.post<{ contentId: string | null }>(
      '/api/admin/automation/test-run',
      { contentType: 'daily_prayer' },
    ));
  } finally {
    expect((await audio(wasAudioEnabled)).status).toBe(200);
  }
  const edited = await staff.request('PATCH', `/api/admin/content/${contentId}`, {
    title: prayerTitle,
    description: prayerText,
    categoryId,
    durationMinutes: 3,
    difficultyLevel: 'beginner',
    isPublished: true,
  });
  const item = (await edited.json()) as { id: string; audioUrl: string | null };
  if (!edited.ok || !item.audioUrl) throw new Error(`Editing the prayer answered ${edited.status}`);
  return item.id;
}

type Session = { id: string; contentId: string; completedAt: string | null };
async function sessionsOf(api: ApiSession, contentId: string): Promise<Session[]> {
  const response = await api.request('GET', `/api/progress?contentId=${contentId}`);
  expect(response.status).toBe(200);
  return ((await response.json()) as { items: Session[] }).items;
}

const cards = (page: Page) => page.getByTestId('library-card');
const cardTitles = (page: Page) => cards(page).locator('h2').allInnerTexts();

describe('the library and the reader', () => {
  test('a member opens a prayer from the dashboard, plays its audio to the end, and the session is recorded', async ({
    pageAs,
    apiAs,
    premiumMember: member,
  }) => {
    // Premium: free members get no audio and a few items a day (Access tab, docs/decisions/044).
    const api = await apiAs(member);
    const { page } = await pageAs(member);
    await page.goto('/dashboard');
    const latest = page.getByRole('region', { name: 'Latest content' });
    // A daily psalm is dated by the day it is for, not the day it was written (today).
    const [year, month, day] = psalmDate.split('-').map(Number);
    const psalmDay = new Intl.DateTimeFormat('en-US', {
      month: 'short',
      day: 'numeric',
      year: 'numeric',
    }).format(new Date(year!, month! - 1, day!));
    const psalmRow = latest.getByRole('link').filter({ hasText: psalmTitle }).first();
    await psalmRow.getByText(new RegExp(psalmDay)).waitFor();
    expect(await psalmRow.getAttribute('href')).toBe(`/content/${ids.psalm}`);
    await latest.getByRole('link', { name: new RegExp(prayerTitle) }).click();
    await expectPage(page, { path: `/content/${ids.prayer}`, heading: prayerTitle });

    const article = page.getByRole('article');
    await article.getByText('Prayer', { exact: true }).waitFor();
    await article.getByText('Beginner', { exact: true }).waitFor();
    await article.getByText('3 min', { exact: true }).waitFor();
    await article.getByText(/Guide my steps and keep me in your peace\./).waitFor();
    // Nothing is recorded for an audio item until it plays.
    expect(await sessionsOf(api, ids.prayer)).toEqual([]);

    const player = page.getByRole('region', { name: `Audio player: ${prayerTitle}` });
    await expect
      .poll(() => player.getAttribute('data-player-status'), { timeout: 15_000 })
      .toBe('ready');
    await expectAccessible(page, 'reader with the player');
    await saveScreenshot(page, 'library-reader-desktop');

    await player.getByRole('button', { name: 'Play' }).click();
    await player.getByRole('button', { name: 'Pause' }).waitFor();
    await expect
      .poll(async () => (await sessionsOf(api, ids.prayer)).map((s) => s.completedAt), {
        timeout: 10_000,
      })
      .toEqual([null]);

    // Played to its end: the session is completed.
    const duration = await page
      .locator('audio')
      .evaluate((audio: HTMLAudioElement) => audio.duration);
    await player.getByRole('slider', { name: 'Position' }).fill(String(Math.max(0, duration - 1)));
    await expect
      .poll(() => player.getAttribute('data-player-status'), { timeout: 15_000 })
      .toBe('ended');
    await expectText(page, 'Finished. Well done.');
    const [session] = await sessionsOf(api, ids.prayer);
    expect(session?.completedAt).not.toBeNull();

    await page.getByRole('link', { name: 'Back to library' }).click();
    await expectPage(page, { path: '/library', heading: 'Library' });
  });

  test('the library lists published items only, and its filters narrow the list', async ({
    pageAs,
    member,
  }) => {
    const { page } = await pageAs(member);
    await page.goto('/dashboard');
    await page.getByTestId('side-nav').getByRole('link', { name: 'Library' }).click();
    await expectPage(page, { path: '/library', heading: 'Library' });
    await cards(page).first().waitFor();
    await saveScreenshot(page, 'library-desktop');

    await page.getByRole('searchbox', { name: 'Search the library' }).fill(suffix);
    await expect.poll(() => cardTitles(page)).toEqual([prayerTitle, meditationTitle]);
    expect(page.url()).toContain(`q=${suffix}`);

    // Length: the 20-minute meditation is long; the 3-minute prayer short.
    await page.getByRole('combobox', { name: 'Length' }).click();
    await page.getByRole('option', { name: 'Long (over 15 min)' }).click();
    await expect.poll(() => cardTitles(page)).toEqual([meditationTitle]);
    await page.getByRole('combobox', { name: 'Length' }).click();
    await page.getByRole('option', { name: 'Short (up to 5 min)' }).click();
    await expect.poll(() => cardTitles(page)).toEqual([prayerTitle]);
    await page.getByRole('combobox', { name: 'Length' }).click();
    await page.getByRole('option', { name: 'Any length' }).click();

    // Difficulty and category.
    await page.getByRole('combobox', { name: 'Difficulty' }).click();
    await page.getByRole('option', { name: 'Intermediate' }).click();
    await expect.poll(() => cardTitles(page)).toEqual([meditationTitle]);
    await page.getByRole('button', { name: 'Prayer', exact: true }).click();
    await page.getByRole('heading', { name: 'No content matches' }).waitFor();
    await expectAccessible(page, 'library with no match');
    await page.getByRole('button', { name: 'Clear filters' }).first().click();
    await expect
      .poll(() => page.getByRole('searchbox', { name: 'Search the library' }).inputValue())
      .toBe('');
    await page.getByRole('button', { name: 'Prayer', exact: true }).click();
    await expect
      .poll(() =>
        page.getByRole('button', { name: 'Prayer', exact: true }).getAttribute('aria-pressed'),
      )
      .toBe('true');
    await page.getByRole('searchbox', { name: 'Search the library' }).fill(suffix);
    await expect.poll(() => cardTitles(page)).toEqual([prayerTitle]);
    await expectAccessible(page, 'library filtered');
  });

  test('a text-only meditation opened from the library records a session that Mark as finished completes', async ({
    pageAs,
    apiAs,
    premiumMember: member,
  }) => {
    // Premium: free members get no audio and a few items a day (Access tab, docs/decisions/044).
    const api = await apiAs(member);
    const { page } = await pageAs(member);
    await page.goto(`/library?q=${suffix}`);
    await cards(page).filter({ hasText: meditationTitle }).click();
    await expectPage(page, { path: `/content/${ids.meditation}`, heading: meditationTitle });
    await page.getByText('20 min', { exact: true }).waitFor();
    // The body reads as paragraphs, the verse keeps its line break, the reference is a citation.
    const paragraphs = page.getByTestId('reading-text').locator('p');
    await expect
      .poll(() => paragraphs.allInnerTexts())
      .toEqual([
        'Sit comfortably and let your breathing slow.',
        'Be still, and know that I am God;\nI will be exalted among the nations.',
        'Psalm 46:10',
      ]);
    // It is in the page the server drew (decision 145), not only after the scripts ran.
    const html = await (await api.request('GET', `/content/${ids.meditation}`)).text();
    expect(html).toContain('I will be exalted among the nations.');
    expect(html).toContain('data-testid="reading-text"');
    // A text item's session starts when it is opened.
    await expect
      .poll(async () => (await sessionsOf(api, ids.meditation)).map((s) => s.completedAt))
      .toEqual([null]);
    await page.getByRole('button', { name: 'Mark as finished' }).click();
    await expectText(page, 'Finished. Well done.');
    await expectText(page, 'Marked as finished');
    const [session] = await sessionsOf(api, ids.meditation);
    expect(session?.completedAt).not.toBeNull();

    // The back link returns to the library as it was left.
    await page.getByRole('link', { name: 'Back to library' }).click();
    await expectPage(page, { path: '/library', heading: 'Library' });
    await expect.poll(() => cardTitles(page)).toEqual([prayerTitle, meditationTitle]);
  });

  test('a daily psalm shows its text and date; a draft or unknown id is not found', async ({
    pageAs,
    member,
  }) => {
    const { page } = await pageAs(member);
    await page.goto(`/content/${ids.psalm}`);
    await expectPage(page, { path: `/content/${ids.psalm}`, heading: psalmTitle });
    const [year, month, day] = psalmDate.split('-').map(Number);
    const longDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'long' }).format(
      new Date(year!, month! - 1, day!),
    );
    await expectText(page, `Psalm for ${longDate}`);

    allowHttpError(page, new RegExp(`/api/content/${ids.draft}`), 404);
    await page.goto(`/content/${ids.draft}`);
    await expectPage(page, { path: `/content/${ids.draft}`, heading: 'Content not found' });
    expect(await page.getByText(draftTitle).count()).toBe(0);
    await page.goto('/content/not-an-id');
    await expectPage(page, { path: '/content/not-an-id', heading: 'Content not found' });
    await page.getByRole('link', { name: 'Back to library' }).click();
    await expectPage(page, { path: '/library', heading: 'Library' });
  });

  test('at phone width the library is a dashboard tile away and the reader fits', async ({
    pageAs,
    premiumMember: member,
  }) => {
    // Premium: free members get no audio and a few items a day (Access tab, docs/decisions/044).
    const { page } = await pageAs(member, 'phone');
    await page.goto('/dashboard');
    await page
      .getByRole('main')
      .getByRole('link', { name: /^Library\s*Browse/ })
      .tap();
    await expectPage(page, { path: '/library', heading: 'Library' });
    await cards(page).first().waitFor();
    // Opened from a tile far down the dashboard, the library starts at its top.
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await saveScreenshot(page, 'library-phone');
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);

    await page.getByRole('searchbox', { name: 'Search the library' }).fill(suffix);
    await expect.poll(() => cardTitles(page)).toEqual([prayerTitle, meditationTitle]);
    await cards(page).filter({ hasText: prayerTitle }).tap();
    await expectPage(page, { path: `/content/${ids.prayer}`, heading: prayerTitle });
    await page
      .getByRole('region', { name: `Audio player: ${prayerTitle}` })
      .getByRole('button', { name: 'Play' })
      .waitFor();
    await saveScreenshot(page, 'library-reader-phone');
    expect(
      await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      ),
    ).toBeLessThanOrEqual(0);
  });
});
