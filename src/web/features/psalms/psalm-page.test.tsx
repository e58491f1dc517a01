// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { localDateKey } from '@web/lib/format-date';
import { switchLocale } from '@web/lib/i18n/translate';
import { connectTo, renderWithApp, startLiveServer, type LiveServer } from '@web/test/live-api';
import { FeaturedPsalms } from './featured-psalms';
import { TodayPsalmCard } from './today-psalm-card';

// The Psalm page against the real server: each reader gets the daily psalm of their own language,
// or the English one on a day that has none in it, and is then told so quietly (decision 031).

let server: LiveServer;
const today = localDateKey();
const yesterday = localDateKey(new Date(Date.now() - 86_400_000));

/** Staff publish a daily psalm, as the Manual tab does. */
async function publish(body: { date: string; language: string; title: string; text: string }) {
  const staff = server.people.admin!;
  const response = await fetch(`${server.baseUrl}/api/admin/psalms`, {
    method: 'POST',
    headers: {
      cookie: staff.cookie,
      origin: 'http://localhost:3000',
      'content-type': 'application/json',
    },
    body: JSON.stringify({
      prompt: 'A psalm for the day',
      theme: 'trust',
      date: body.date,
      language: body.language,
      title: body.title,
      generatedPsalm: body.text,
    }),
  });
  expect(response.status).toBe(201);
}

beforeAll(async () => {
  // `premium` reads the app in Portuguese; `user` in English.
  server = await startLiveServer('admin', 'premium', 'user');
  const reader = server.people.premium!;
  const chosen = await fetch(`${server.baseUrl}/api/profile`, {
    method: 'PATCH',
    headers: {
      cookie: reader.cookie,
      origin: 'http://localhost:3000',
      'content-type': 'application/json',
    },
    body: JSON.stringify({ language: 'pt' }),
  });
  expect(chosen.status).toBe(200);
  // Today and yesterday have an English psalm only.
  await publish({
    date: today,
    language: 'en',
    title: 'The Lord Is My Light Today',
    text: 'The Lord is my light and my salvation; whom shall I fear?',
  });
  await publish({
    date: yesterday,
    language: 'en',
    title: 'Yesterday in His Keeping',
    text: 'He who keeps you will not slumber; the Lord is your keeper.',
  });
}, 60_000);
afterAll(() => server.close());
afterEach(async () => {
  cleanup();
  await switchLocale('en');
});

const englishNote = "Today's psalm is not yet available in your language; here it is in English.";
const portugueseNote =
  'O salmo de hoje ainda não está disponível em português; enquanto isso, você pode lê-lo em inglês.';

function renderPsalms() {
  // In a router: a free reader's audio area links to the plans.
  renderWithApp(
    <MemoryRouter>
      <TodayPsalmCard />
      <FeaturedPsalms category={null} onShowAll={() => {}} />
    </MemoryRouter>,
  );
}

describe('the psalm page in the reader’s language', () => {
  it('tells a Portuguese reader that today’s psalm is the English one', async () => {
    await switchLocale('pt');
    connectTo(server, server.people.premium!);
    renderPsalms();

    const title = await screen.findByRole('heading', { name: 'The Lord Is My Light Today' });
    expect(title.getAttribute('lang')).toBe('en');
    expect(screen.getByTestId('psalm-language-note').textContent).toBe(portugueseNote);
    // The featured psalm of yesterday is English too, and marked so.
    const featured = await screen.findByRole('heading', { name: 'Yesterday in His Keeping' });
    expect(within(featured.closest('article')!).getByText('Em inglês')).toBeTruthy();
  });

  it('says nothing of the kind to an English reader', async () => {
    connectTo(server, server.people.user!);
    renderPsalms();

    await screen.findByRole('heading', { name: 'The Lord Is My Light Today' });
    const featured = await screen.findByRole('heading', { name: 'Yesterday in His Keeping' });
    expect(screen.queryByTestId('psalm-language-note')).toBeNull();
    expect(screen.queryByText(englishNote)).toBeNull();
    expect(within(featured.closest('article')!).queryByText('In English')).toBeNull();
    // A free reader, with audio kept for Premium, is offered the upgrade, not a narration to make.
    await screen.findByRole('heading', { name: 'Narration is part of Premium' });
    expect(screen.queryByRole('button', { name: 'Generate Audio' })).toBeNull();
  });

  it('gives the Portuguese reader the Portuguese psalm once there is one, with no note', async () => {
    await publish({
      date: today,
      language: 'pt',
      title: 'O Senhor é a minha luz hoje',
      text: 'O Senhor é a minha luz e a minha salvação; a quem temerei?',
    });
    await switchLocale('pt');
    connectTo(server, server.people.premium!);
    renderPsalms();

    const title = await screen.findByRole('heading', { name: 'O Senhor é a minha luz hoje' });
    expect(title.getAttribute('lang')).toBe('pt');
    expect(screen.queryByTestId('psalm-language-note')).toBeNull();
  });
});
