// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { connectTo, renderWithApp, startLiveServer, type LiveServer } from '@web/test/live-api';
import { ReminderTimesSection } from './reminder-times-section';

// The member's own reminder times against the real server, driven from the keyboard: choose a
// time, add it, see it listed and stored, remove it.

// What Radix's select asks of the DOM that jsdom does not draw.
Element.prototype.hasPointerCapture ??= () => false;
Element.prototype.scrollIntoView ??= () => {};

let server: LiveServer;

beforeAll(async () => {
  server = await startLiveServer('user');
}, 60_000);
afterAll(() => server.close());
afterEach(() => cleanup());

describe('your reminder times', () => {
  it('adds a chosen time from the keyboard, keeps it on the server, and removes it', async () => {
    connectTo(server, server.people.user!);
    const user = userEvent.setup();
    renderWithApp(<ReminderTimesSection />);
    expect(await screen.findByText('No reminder times of your own yet.')).toBeTruthy();

    // 07:15 is chosen first; one step down is 07:30.
    screen.getByRole('combobox', { name: 'Time' }).focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('listbox')).toBeTruthy();
    await user.keyboard('{ArrowDown}{Enter}');
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Time' }).textContent).toContain('07:30'),
    );
    screen.getByRole('button', { name: 'Add reminder' }).focus();
    await user.keyboard('{Enter}');

    const list = await screen.findByRole('list', { name: 'Your Reminder Times' });
    expect(within(list).getByText('07:30')).toBeTruthy();
    // Through the signed-in fetch connectTo set up: what the server stored.
    const response = await fetch('/api/notifications/reminder-times');
    expect(await response.json()).toEqual({ times: ['07:30'] });
    // The same time cannot be added twice.
    expect(screen.getByRole('button', { name: 'Add reminder' })).toHaveProperty('disabled', true);

    screen.getByRole('button', { name: 'Remove the reminder at 07:30' }).focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('No reminder times of your own yet.')).toBeTruthy();
  });
});
