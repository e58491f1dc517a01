// @vitest-environment jsdom
import { useQuery } from '@tanstack/react-query';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Profile } from '@contracts/profile';
import { connectTo, renderWithApp, startLiveServer, type LiveServer } from '@web/test/live-api';
import { profileQuery } from './profile-queries';
import { SettingsForm } from './settings-form';

// The account settings form against the real server: the contract's rule refuses a name too long
// under the field without sending anything; a change saves, is said in a toast, and only the
// fields changed are sent.

let server: LiveServer;

beforeAll(async () => {
  server = await startLiveServer('user');
}, 60_000);
afterAll(() => server.close());
afterEach(() => cleanup());

/** The person's profile as the server has it. */
async function savedProfile() {
  const response = await fetch(`${server.baseUrl}/api/profile`, {
    headers: { cookie: server.people.user!.cookie, origin: 'http://localhost:3000' },
  });
  return (await response.json()) as Profile;
}

/** The form as the Account page shows it: with the profile the page has loaded, kept up to date. */
function Settings() {
  const profile = useQuery(profileQuery());
  return profile.data ? <SettingsForm profile={profile.data} /> : null;
}

/** Signs the page in and records the profile updates it sends. */
function connect() {
  connectTo(server, server.people.user!);
  const live = globalThis.fetch;
  const sent = vi.fn(live);
  vi.stubGlobal('fetch', sent);
  return () =>
    sent.mock.calls
      .filter(([input, init]) => String(input).endsWith('/api/profile') && init?.method === 'PATCH')
      .map(([, init]) => JSON.parse(String(init!.body)) as unknown);
}

/** The message under a field: the text its aria-describedby points to, when it is invalid. */
const errorUnder = (field: HTMLElement) =>
  field.getAttribute('aria-invalid') === 'true'
    ? document.getElementById(field.getAttribute('aria-describedby') ?? '')?.textContent
    : undefined;

describe('the account settings form', () => {
  it('refuses a name too long under the field, then saves only what changed', async () => {
    const updates = connect();
    const user = userEvent.setup();
    renderWithApp(<Settings />);
    const save = await screen.findByRole('button', { name: 'Save changes' });
    const name = screen.getByRole('textbox', { name: 'Full Name' });
    expect(save).toHaveProperty('disabled', true);

    // Past the field's own limit (as a paste into an older browser could be).
    fireEvent.change(name, { target: { value: 'y'.repeat(150) } });
    expect(save).toHaveProperty('disabled', false);
    await user.click(save);
    await vi.waitFor(() => expect(errorUnder(name)).toBe('Use 100 characters or fewer'));
    expect(updates()).toEqual([]);

    // Fixed, the message goes; with a switch changed too, both are sent and nothing else.
    await user.clear(name);
    await user.type(name, 'Hannah Lighthouse');
    expect(errorUnder(name)).toBeUndefined();
    const emailUpdates = screen.getByRole('switch', { name: 'Email updates' });
    const wanted = emailUpdates.getAttribute('aria-checked') === 'true';
    await user.click(emailUpdates);
    await user.click(save);

    expect(await screen.findByText('Profile updated')).toBeTruthy();
    expect(updates()).toEqual([{ fullName: 'Hannah Lighthouse', emailUpdates: !wanted }]);
    await vi.waitFor(() => expect(save).toHaveProperty('disabled', true));
    expect(await savedProfile()).toMatchObject({
      fullName: 'Hannah Lighthouse',
      emailUpdates: !wanted,
    });
  });

  it('goes back to nothing to save when a field is put back as it was', async () => {
    connect();
    const user = userEvent.setup();
    renderWithApp(<Settings />);
    const save = await screen.findByRole('button', { name: 'Save changes' });
    const reminders = screen.getByRole('switch', { name: 'Daily reminders' });

    await user.click(reminders);
    expect(save).toHaveProperty('disabled', false);
    await user.click(reminders);
    expect(save).toHaveProperty('disabled', true);
  });
});
