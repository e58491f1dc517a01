// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { connectTo, renderWithApp, startLiveServer, type LiveServer } from '@web/test/live-api';
import { LibraryPage } from './library-page';

// The library against the real server: pages of 12 with Load more, newest first, and the address's
// filters reaching the API (drafts never listed).

let server: LiveServer;
const tag = `lib${Date.now().toString(36)}`;

beforeAll(async () => {
  server = await startLiveServer('user', 'moderator');
  const staff = server.people.moderator!;
  const send = (body: object) =>
    fetch(`${server.baseUrl}/api/admin/content`, {
      method: 'POST',
      headers: {
        cookie: staff.cookie,
        origin: 'http://localhost:3000',
        'content-type': 'application/json',
      },
      body: JSON.stringify(body),
    });
  const categories = (await (
    await fetch(`${server.baseUrl}/api/categories`, {
      headers: { cookie: staff.cookie, origin: 'http://localhost:3000' },
    })
  ).json()) as { items: { id: string; name: string }[] };
  const categoryId = categories.items.find((c) => c.name === 'Prayer')!.id;
  // 14 published (1 to 14 minutes, oldest first) and a draft.
  for (let n = 1; n <= 14; n++) {
    const response = await send({ title: `${tag} item ${n}`, categoryId, durationMinutes: n });
    expect(response.status).toBe(201);
  }
  expect((await send({ title: `${tag} draft`, categoryId, isPublished: false })).status).toBe(201);
}, 60_000);
afterAll(() => server.close());
afterEach(() => cleanup());

function renderLibrary(search: string) {
  const router = createMemoryRouter([{ path: '/library', element: <LibraryPage /> }], {
    initialEntries: [`/library?${search}`],
  });
  renderWithApp(<RouterProvider router={router} />);
  return router;
}

const titles = () =>
  screen.getAllByTestId('library-card').map((card) => card.querySelector('h2')?.textContent);

describe('the library page', () => {
  it('shows 12 items newest first, and Load more brings the rest (never the draft)', async () => {
    connectTo(server, server.people.user!);
    const user = userEvent.setup();
    renderLibrary(`q=${tag}`);
    await waitFor(() => expect(screen.getAllByTestId('library-card')).toHaveLength(12));
    expect(titles()[0]).toBe(`${tag} item 14`);
    expect(titles()[11]).toBe(`${tag} item 3`);
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(screen.getAllByTestId('library-card')).toHaveLength(14));
    expect(titles().slice(12)).toEqual([`${tag} item 2`, `${tag} item 1`]);
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(screen.queryByText(`${tag} draft`)).toBeNull();
  });

  it('asks for the length the address names', async () => {
    connectTo(server, server.people.user!);
    renderLibrary(`q=${tag}&duration=medium`);
    await waitFor(() =>
      expect(titles()).toEqual(
        // Medium is 6 to 15 minutes: items 14 down to 6.
        [14, 13, 12, 11, 10, 9, 8, 7, 6].map((n) => `${tag} item ${n}`),
      ),
    );
    expect(screen.getByRole('searchbox', { name: 'Search the library' })).toHaveProperty(
      'value',
      tag,
    );
  });

  it('says so when nothing matches, and Clear filters empties the search', async () => {
    connectTo(server, server.people.user!);
    const user = userEvent.setup();
    renderLibrary(`q=${tag}-nothing`);
    await screen.findByRole('heading', { name: 'No content matches' });
    await user.click(screen.getAllByRole('button', { name: 'Clear filters' })[0]!);
    await waitFor(() =>
      expect(screen.getByRole('searchbox', { name: 'Search the library' })).toHaveProperty(
        'value',
        '',
      ),
    );
    await waitFor(() => expect(screen.getAllByTestId('library-card').length).toBeGreaterThan(0));
  });

  it('typing the same words straight after Clear filters searches again', async () => {
    connectTo(server, server.people.user!);
    const user = userEvent.setup();
    const router = renderLibrary(`q=${tag}-nothing`);
    await screen.findByRole('heading', { name: 'No content matches' });
    await user.click(screen.getAllByRole('button', { name: 'Clear filters' })[0]!);
    // Well inside the 300 ms pause: the box's text ends as it began, and must still be asked for.
    await user.type(
      screen.getByRole('searchbox', { name: 'Search the library' }),
      `${tag}-nothing`,
    );
    await screen.findByRole('heading', { name: 'No content matches' });
    expect(new URLSearchParams(router.state.location.search).get('q')).toBe(`${tag}-nothing`);
  });
});
