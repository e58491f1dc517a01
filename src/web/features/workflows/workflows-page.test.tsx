// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { connectTo, renderWithApp, startLiveServer, type LiveServer } from '@web/test/live-api';
import { WorkflowsPage } from './workflows-page';

// The workflows page against the real server: role-dependent copy and the empty state, paused
// workflows as everyone sees them, and a start the server refuses.

let server: LiveServer;
/** The real fetch, for set-up made while the page's fetch is connected as someone else. */
const serverFetch = globalThis.fetch;

beforeAll(async () => {
  server = await startLiveServer('user', 'admin');
}, 60_000);
afterAll(() => server.close());
afterEach(() => cleanup());

async function asAdmin(method: string, path: string, body?: object) {
  const response = await serverFetch(`${server.baseUrl}${path}`, {
    method,
    headers: {
      cookie: server.people.admin!.cookie,
      origin: 'http://localhost:3000',
      'content-type': 'application/json',
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  expect(response.ok).toBe(true);
  return response.json() as Promise<{ id: string }>;
}

function renderPage() {
  const router = createMemoryRouter(
    [
      { path: '/workflows', element: <WorkflowsPage /> },
      { path: '/workflows/sessions/:id', element: <p>session view</p> },
    ],
    { initialEntries: ['/workflows'] },
  );
  renderWithApp(<RouterProvider router={router} />);
}

const cardOf = async (title: string) =>
  (await screen.findByRole('heading', { name: title, level: 3 })).closest('article')!;

describe('the workflows page', () => {
  it('tells a member that only administrators create workflows, with no create button', async () => {
    connectTo(server, server.people.user!);
    renderPage();
    await screen.findByRole('heading', { name: 'No workflows yet' });
    screen.getByText('Only administrators can create/edit/delete workflows');
    expect(screen.queryByRole('link', { name: 'Create Your First Workflow' })).toBeNull();
    screen.getByText(/Guided routines of prayer, meditation and study/);
    await waitFor(() =>
      expect(screen.getByTestId('workflow-stat-completionRate-value').textContent).toBe('0%'),
    );
  });

  it('offers staff Create Your First Workflow, to the portal tab with its dialog open', async () => {
    connectTo(server, server.people.admin!);
    renderPage();
    const create = await screen.findByRole('link', { name: 'Create Your First Workflow' });
    expect(create.getAttribute('href')).toBe('/admin/workflows?create=1');
    await screen.findByText(/create, edit and pause them in the admin portal/);
  });

  it('shows a paused workflow with a disabled Workflow Paused button, to staff and members alike', async () => {
    const { id } = await asAdmin('POST', '/api/admin/workflows', { title: 'Silent retreat' });
    await asAdmin('PATCH', `/api/admin/workflows/${id}`, { isActive: false });

    connectTo(server, server.people.admin!);
    renderPage();
    const card = await cardOf('Silent retreat');
    within(card).getByText('Paused');
    expect(within(card).getByRole('button', { name: 'Workflow Paused' })).toHaveProperty(
      'disabled',
      true,
    );
    cleanup();
    vi.unstubAllGlobals();

    connectTo(server, server.people.user!);
    renderPage();
    const members = await cardOf('Silent retreat');
    within(members).getByText('Paused');
    expect(within(members).getByRole('button', { name: 'Workflow Paused' })).toHaveProperty(
      'disabled',
      true,
    );
    expect(within(members).queryByRole('button', { name: 'Start Session' })).toBeNull();
  });

  it('says "Error starting workflow session" when the workflow was paused after the page loaded', async () => {
    const { id } = await asAdmin('POST', '/api/admin/workflows', { title: 'Morning offering' });
    connectTo(server, server.people.user!);
    renderPage();
    const card = await cardOf('Morning offering');
    await asAdmin('PATCH', `/api/admin/workflows/${id}`, { isActive: false });
    const user = userEvent.setup();
    await user.click(within(card).getByRole('button', { name: 'Start Session' }));
    await screen.findByText('Error starting workflow session');
    await screen.findByText('This workflow is paused and cannot be started.');
  });
});
