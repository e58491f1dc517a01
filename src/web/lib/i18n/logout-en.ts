/**
 * English texts of the Global Logout confirmation (user shell, Account page, admin header). Kept out
 * of en.ts so the first screen's bundle does not carry them (decision 103).
 */
export const logoutEn = {
  'logout.confirmTitle': 'Sign out on every device?',
  'logout.confirmDescription':
    'Global Logout signs you out everywhere: on this device and on every other phone, tablet or computer where you are signed in. You will need to sign in again on each.',
  'logout.confirm': 'Sign out everywhere',
  'logout.cancel': 'Cancel',
} as const;
