// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { connectTo, renderWithApp, startLiveServer, type LiveServer } from '@web/test/live-api';
import { PlayerProvider } from '@web/features/listening/player-provider';
import { ContentReader } from './content-reader';

// The reader against the real server (docs/decisions/147): a body in paragraphs with its verse
// lines and citation; a limited viewer given only the opening sees it and the upgrade card.

let server: LiveServer;
const verse = 'Be still, and know that I am God;\nI will be exalted among the nations.';
const body = `${'Come to me, all you who are weary and burdened, and I will give you rest. '.repeat(8)}\n\n${verse}\n\nPsalm 46:10`;

async function asAdmin(path: string, method: string, json?: unknown) {
  const response = await fetch(`${server.baseUrl}${path}`, {
    method,
    headers: {
      cookie: server.people.admin!.cookie,
      origin: 'http://localhost:3000',
      'content-type': 'application/json',
    },
    body: json === undefined ? undefined : JSON.stringify(json),
  });
  expect(response.status, path).toBeLessThan(300);
  return response.json();
}

let id = '';
beforeAll(async () => {
  server = await startLiveServer('user', 'premium', 'admin');
  const categories = await asAdmin('/api/categories', 'GET');
  const categoryId = categories.items.find((c: { name: string }) => c.name === 'Prayer').id;
  id = (
    await asAdmin('/api/admin/content', 'POST', { title: 'Rest for the weary', categoryId, body })
  ).id;
}, 60_000);
afterAll(() => server.close());
afterEach(() => cleanup());

function renderReader(person: 'user' | 'premium') {
  connectTo(server, server.people[person]!);
  const router = createMemoryRouter(
    [
      {
        path: '/content/:id',
        // The user shell's player, which the reader's audio plays through.
        element: (
          <PlayerProvider>
            <ContentReader id={id} />
          </PlayerProvider>
        ),
      },
    ],
    {
      initialEntries: [`/content/${id}`],
    },
  );
  renderWithApp(<RouterProvider router={router} />);
}

const paragraphs = () =>
  within(screen.getByTestId('reading-text'))
    .getAllByText((_, element) => element?.tagName === 'P')
    .map((paragraph) => paragraph.textContent);

describe('the reader and a body', () => {
  it('lays the body out in paragraphs with the verse lines and a quiet citation', async () => {
    renderReader('premium');
    await screen.findByRole('heading', { level: 1, name: 'Rest for the weary' });
    expect(paragraphs()).toEqual([
      body.split('\n\n')[0]!.trim(),
      verse.replace('\n', ''),
      'Psalm 46:10',
    ]);
    expect(screen.getByText('Psalm 46:10').className).toContain('text-muted-foreground');
    expect(screen.queryByRole('heading', { name: 'Upgrade to Premium' })).toBeNull();
  });

  it('a free member with the text of free members off reads the opening and the upgrade card', async () => {
    await asAdmin('/api/admin/access-settings/audio_enabled_free', 'PUT', { value: 'true' });
    await asAdmin(`/api/admin/content/${id}`, 'PATCH', {
      audioUrl: 'https://audio.example.test/rest.mp3',
    });
    await asAdmin('/api/admin/access-settings/text_enabled_free', 'PUT', { value: 'false' });
    renderReader('user');
    await screen.findByRole('heading', { name: 'Upgrade to Premium' });
    const [opening, ...rest] = paragraphs();
    expect(rest).toEqual([]);
    expect(opening!.endsWith('…')).toBe(true);
    expect(opening!.length).toBeLessThanOrEqual(280);
    expect(screen.queryByText('Psalm 46:10')).toBeNull();
    expect(
      screen.getByText('This is the opening. Premium members read the whole text.'),
    ).toBeTruthy();
  });
});
