// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { connectTo, renderWithApp, startLiveServer, type LiveServer } from '@web/test/live-api';
import { DailyLimitSetting } from './daily-limit-setting';

// The daily content limit against the real server: checked as it is typed, saved with its button.

let server: LiveServer;

beforeAll(async () => {
  server = await startLiveServer('super_admin');
}, 60_000);
afterAll(() => server.close());
afterEach(() => cleanup());

describe('the daily content limit', () => {
  it('refuses a number out of range as it is typed, and saves one in range', async () => {
    connectTo(server, server.people.super_admin!);
    const user = userEvent.setup();
    renderWithApp(<DailyLimitSetting saved="3" />);
    const field = screen.getByLabelText('Daily content limit');
    const save = screen.getByRole('button', { name: 'Save' });
    expect(save).toHaveProperty('disabled', true); // nothing changed yet

    await user.clear(field);
    await user.type(field, '25');
    expect(await screen.findByText('Enter a whole number from 1 to 20')).toBeTruthy();
    expect(save).toHaveProperty('disabled', true);

    await user.clear(field);
    await user.type(field, '5');
    await waitFor(() => expect(screen.queryByText('Enter a whole number from 1 to 20')).toBeNull());
    await waitFor(() => expect(save).toHaveProperty('disabled', false));
    await user.click(save);
    expect(await screen.findByText('Setting updated')).toBeTruthy();
  });
});
