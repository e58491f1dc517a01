// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { switchLocale } from '@web/lib/i18n/translate';
import { connectTo, renderWithApp, startLiveServer, type LiveServer } from '@web/test/live-api';
import SubscriptionsTab from './subscriptions-tab';

// The Subs tab against the real server: each person's staff role is named in the staff member's
// language, never as the stored value (super_admin); a staff grant is not shown as a plan.

let server: LiveServer;

beforeAll(async () => {
  server = await startLiveServer('super_admin', 'moderator');
}, 60_000);
afterAll(() => server.close());
afterEach(async () => {
  cleanup();
  await switchLocale('en');
});

describe('the Subs tab', () => {
  it('names staff roles in Spanish for a Spanish staff member', async () => {
    await switchLocale('es');
    connectTo(server, server.people.super_admin!);
    renderWithApp(<SubscriptionsTab />);

    expect((await screen.findAllByText('Superadministrador')).length).toBeGreaterThan(0);
    expect(screen.getAllByText('Moderador').length).toBeGreaterThan(0);
    expect(screen.queryAllByText('super_admin')).toHaveLength(0);
    expect(screen.queryAllByText('moderator')).toHaveLength(0);
  });

  it('calls a staff grant a grant, not a plan that renews', async () => {
    connectTo(server, server.people.super_admin!);
    const granted = await fetch('/api/admin/subscriptions/grant', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: server.people.moderator!.email, durationDays: 30 }),
    });
    expect(granted.status).toBe(200);
    renderWithApp(<SubscriptionsTab />);

    expect((await screen.findAllByText('Granted')).length).toBeGreaterThan(0);
    expect(screen.getAllByText('Active').length).toBeGreaterThan(0);
    expect(screen.queryAllByText('active')).toHaveLength(0);
    expect(screen.queryAllByText('Annual')).toHaveLength(0);
    expect(screen.queryAllByText('Monthly')).toHaveLength(0);
  });
});
