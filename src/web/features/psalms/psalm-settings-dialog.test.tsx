// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { connectTo, renderWithApp, startLiveServer, type LiveServer } from '@web/test/live-api';
import { PsalmSettingsButton } from './psalm-settings-button';

// The psalm settings dialog against the real server: the reader's choices are checked with the
// contract's schema, saved, said in a toast, and there on the next opening.

let server: LiveServer;

beforeAll(async () => {
  server = await startLiveServer('user');
}, 60_000);
afterAll(() => server.close());
afterEach(() => cleanup());

/** The reader's saved daily_psalm preference, as the server has it. */
async function savedPreference() {
  const response = await fetch(`${server.baseUrl}/api/preferences/content`, {
    headers: { cookie: server.people.user!.cookie, origin: 'http://localhost:3000' },
  });
  const { items } = (await response.json()) as {
    items: { contentType: string; deliveryTime: string; wantsAudio: boolean }[];
  };
  return items.find((item) => item.contentType === 'daily_psalm');
}

describe('the psalm settings dialog', () => {
  it('saves a new time and format, then shows them when opened again', async () => {
    connectTo(server, server.people.user!);
    const user = userEvent.setup();
    renderWithApp(<PsalmSettingsButton />);

    await user.click(screen.getByRole('button', { name: 'Psalm Settings' }));
    const dialog = await screen.findByRole('dialog', { name: 'Psalm Settings' });
    const audio = await within(dialog).findByRole('checkbox', { name: 'Audio' });
    const wantedAudio = audio.getAttribute('aria-checked') === 'true';
    await user.click(audio);
    fireEvent.change(within(dialog).getByLabelText('Delivery time'), {
      target: { value: '07:30' },
    });
    await user.click(within(dialog).getByRole('button', { name: 'Save Settings' }));

    expect(await screen.findByText('Settings Saved')).toBeTruthy();
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const saved = await savedPreference();
    expect(saved).toMatchObject({ deliveryTime: '07:30', wantsAudio: !wantedAudio });

    await user.click(screen.getByRole('button', { name: 'Psalm Settings' }));
    const again = await screen.findByRole('dialog', { name: 'Psalm Settings' });
    expect(
      (await within(again).findByRole('checkbox', { name: 'Audio' })).getAttribute('aria-checked'),
    ).toBe(String(!wantedAudio));
    expect(within(again).getByLabelText<HTMLInputElement>('Delivery time').value).toBe('07:30');
  });

  it('turned off, keeps the time, the zone and the formats out of reach', async () => {
    connectTo(server, server.people.user!);
    const user = userEvent.setup();
    renderWithApp(<PsalmSettingsButton />);

    await user.click(screen.getByRole('button', { name: 'Psalm Settings' }));
    const dialog = await screen.findByRole('dialog', { name: 'Psalm Settings' });
    const enabled = await within(dialog).findByRole('switch', { name: 'Daily psalm' });
    if (enabled.getAttribute('aria-checked') === 'true') await user.click(enabled);
    expect(within(dialog).getByLabelText('Delivery time')).toHaveProperty('disabled', true);
    expect(within(dialog).getByRole('combobox', { name: 'Time zone' })).toHaveProperty(
      'disabled',
      true,
    );
    expect(within(dialog).getByRole('checkbox', { name: 'Text' })).toHaveProperty('disabled', true);
  });
});
