// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '@web/test/live-api';
import { ResetPasswordPage } from './reset-password-page';

// The reset-password page checks the new password before sending it: the contract's rule for the
// password, and the second field repeating it. A refused form says why under the field and in a
// toast, and sends nothing.

afterEach(() => cleanup());

/** The page opened from an emailed link; every request it would send is recorded, none answered. */
function openResetLink() {
  const sent = vi.fn<(input: RequestInfo | URL) => Promise<Response>>(() => new Promise(() => {}));
  vi.stubGlobal('fetch', sent);
  const router = createMemoryRouter(
    [
      { path: '/reset-password', element: <ResetPasswordPage /> },
      { path: '/auth', element: null },
    ],
    { initialEntries: ['/reset-password?token=emailed-token'] },
  );
  renderWithApp(<RouterProvider router={router} />);
  const requests = () =>
    sent.mock.calls.filter(([input]) => String(input).includes('/api/auth/reset-password'));
  return { requests };
}

const newPassword = () => screen.getByLabelText('New Password');
const confirmPassword = () => screen.getByLabelText('Confirm New Password');
/** The message under a field: the text its aria-describedby points to, when it is invalid. */
const errorUnder = (field: HTMLElement) =>
  field.getAttribute('aria-invalid') === 'true'
    ? document.getElementById(field.getAttribute('aria-describedby') ?? '')?.textContent
    : undefined;
const submit = () => screen.getByRole('button', { name: 'Update Password' });

describe('the reset-password page', () => {
  it('says a short password is too short, under the field, and sends nothing', async () => {
    const user = userEvent.setup();
    const { requests } = openResetLink();
    expect(submit()).toHaveProperty('disabled', true);

    await user.type(newPassword(), 'short');
    await user.type(confirmPassword(), 'short');
    await user.click(submit());

    expect(await screen.findByText('Password too short')).toBeTruthy();
    expect(errorUnder(newPassword())).toBe('Password must be at least 6 characters long.');
    expect(errorUnder(confirmPassword())).toBeUndefined();
    expect(requests()).toEqual([]);
  });

  it('says the passwords differ, under the second field, and sends nothing', async () => {
    const user = userEvent.setup();
    const { requests } = openResetLink();

    await user.type(newPassword(), 'Morning-Light-9');
    await user.type(confirmPassword(), 'Evening-Light-9');
    await user.click(submit());

    expect(await screen.findByText("Passwords don't match")).toBeTruthy();
    expect(errorUnder(confirmPassword())).toBe('Please make sure both passwords are identical.');
    expect(errorUnder(newPassword())).toBeUndefined();
    expect(requests()).toEqual([]);

    // Made to match, the message goes and the new password is sent with the link's token.
    await user.clear(confirmPassword());
    await user.type(confirmPassword(), 'Morning-Light-9');
    expect(errorUnder(confirmPassword())).toBeUndefined();
    await user.click(submit());
    await vi.waitFor(() => expect(requests()).toHaveLength(1));
    const [, init] = vi.mocked(fetch).mock.calls.at(-1)!;
    expect(JSON.parse(String((init as RequestInit).body))).toEqual({
      token: 'emailed-token',
      newPassword: 'Morning-Light-9',
    });
  });

  it('refuses one of the commonest passwords with the rule the server applies', async () => {
    const user = userEvent.setup();
    const { requests } = openResetLink();

    await user.type(newPassword(), 'password1');
    await user.type(confirmPassword(), 'password1');
    await user.click(submit());

    expect(await screen.findByText('Password reset failed')).toBeTruthy();
    expect(errorUnder(newPassword())).toBe(
      'This password is one of the most commonly used. Please choose another.',
    );
    expect(requests()).toEqual([]);
  });
});
