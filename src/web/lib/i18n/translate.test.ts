import { describe, expect, test } from 'vitest';
import { adminEn } from './admin-en';
import { en } from './en';
import { createTranslator, interpolate } from './translate';

describe('translations', () => {
  test('placeholders are filled and unknown ones are left visible', () => {
    expect(interpolate('Verifying admin access for {email}', { email: 'a@b.c' })).toBe(
      'Verifying admin access for a@b.c',
    );
    expect(interpolate('Hello {name}', {})).toBe('Hello {name}');
  });

  test('a translator reads its dictionary', () => {
    const t = createTranslator({ en: { greeting: 'Peace be with you, {name}' } });
    expect(t('greeting', { name: 'Ruth' })).toBe('Peace be with you, Ruth');
  });

  test('the spec texts are kept word for word', () => {
    expect(en['session.loading']).toBe('Loading your spiritual journey...');
    expect(en['auth.checkEmailDescription']).toBe(
      "We've sent you a confirmation link to verify your account.",
    );
    expect(en['reset.mismatch']).toBe("Passwords don't match");
    expect(en['callback.confirmedRecovery']).toBe(
      'Password reset confirmed. You can now log in with your new password.',
    );
    expect(adminEn['admin.gateDescription']).toBe(
      "You don't have permission to access this section.",
    );
    expect(adminEn['admin.menuGlobalLogout']).toBe('Global Logout (All Sessions)');
  });
});
