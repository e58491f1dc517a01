// @vitest-environment jsdom
import { describe, expect, test } from 'vitest';
import adminEn from '@web/admin/i18n/en.json';
import { languages } from '@contracts/enum-values';
import { compileCatalog, interpolate } from '@web/test/messages';
import en from './en.json';
import { createTranslator, currentLocale, locales, switchLocale } from './translate';

describe('translations', () => {
  test('the app speaks exactly the languages a profile can hold', () => {
    expect(locales).toEqual(languages);
  });

  test('placeholders are filled and unknown ones are left visible', () => {
    expect(interpolate('Verifying admin access for {email}', { email: 'a@b.c' })).toBe(
      'Verifying admin access for a@b.c',
    );
    expect(interpolate('Hello {name}', {})).toBe('Hello {name}');
  });

  test('a translator reads its dictionary', () => {
    const t = createTranslator({
      default: compileCatalog({ greeting: 'Peace be with you, {name}' }, 'en'),
    });
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

  test('plurals follow the language, and numbers are written its way', () => {
    const psalms = '{count, plural, =0 {no psalms} one {# psalm} other {# psalms}}';
    expect(interpolate(psalms, { count: 0 }, 'en')).toBe('no psalms');
    expect(interpolate(psalms, { count: 1 }, 'en')).toBe('1 psalm');
    expect(interpolate(psalms, { count: 1500 }, 'en')).toBe('1,500 psalms');
    const salmos = '{count, plural, one {# salmo} other {# salmos}} em {days} dias';
    expect(interpolate(salmos, { count: 1, days: 2 }, 'pt')).toBe('1 salmo em 2 dias');
    expect(interpolate(salmos, { count: 1500, days: 2 }, 'pt')).toBe('1.500 salmos em 2 dias');
    expect(
      interpolate('{count, plural, one {# oración} other {# oraciones}}', { count: 2 }, 'es'),
    ).toBe('2 oraciones');
  });

  test('a language is fetched when chosen, and texts fall back to English until it is', async () => {
    let fetched = 0;
    const t = createTranslator({
      default: { 'peace.greeting': 'Peace be with you' },
      languages: {
        pt: () => {
          fetched += 1;
          return Promise.resolve({ default: { 'peace.greeting': 'A paz esteja com você' } });
        },
        es: () => Promise.resolve({ default: { 'peace.greeting': 'La paz sea contigo' } }),
      },
    });
    expect(t('peace.greeting')).toBe('Peace be with you');
    expect(fetched).toBe(0);
    await switchLocale('pt');
    expect(currentLocale()).toBe('pt');
    expect(document.documentElement.lang).toBe('pt-BR');
    expect(t('peace.greeting')).toBe('A paz esteja com você');
    await switchLocale('es');
    expect(t('peace.greeting')).toBe('La paz sea contigo');
    await switchLocale('pt');
    expect(fetched).toBe(1);
    await switchLocale('en');
    expect(t('peace.greeting')).toBe('Peace be with you');
  });
});
