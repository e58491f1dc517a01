// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { connectTo, renderWithApp, startLiveServer, type LiveServer } from '@web/test/live-api';
import { PasswordSection } from './password-section';

// Change password against the real server: the new password's rules before it is sent, and a
// wrong current password said under that field.

let server: LiveServer;

beforeAll(async () => {
  server = await startLiveServer('user');
}, 60_000);
afterAll(() => server.close());
afterEach(() => cleanup());

describe('the change-password form', () => {
  it('asks for six characters, then says when the current password is wrong', async () => {
    connectTo(server, server.people.user!);
    const user = userEvent.setup();
    renderWithApp(<PasswordSection />);
    const change = screen.getByRole('button', { name: 'Change password' });
    expect(change).toHaveProperty('disabled', true);

    await user.type(screen.getByLabelText('Current password'), 'not-the-password');
    await user.type(screen.getByLabelText('New password'), '12345');
    await user.click(change);
    expect(await screen.findByText('Password must be at least 6 characters long')).toBeTruthy();

    await user.clear(screen.getByLabelText('New password'));
    await user.type(screen.getByLabelText('New password'), 'Morning-Light-9');
    await user.click(change);
    await waitFor(() =>
      expect(screen.getByLabelText('Current password').getAttribute('aria-invalid')).toBe('true'),
    );
    expect(screen.queryByText('Password must be at least 6 characters long')).toBeNull();
  });
});
