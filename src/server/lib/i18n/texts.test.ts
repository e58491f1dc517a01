import { describe, expect, it } from 'vitest';
import { apiText, catalogTexts } from './texts';

describe('the server texts', () => {
  it('say one in the singular and every other count in the plural, by CLDR rules', () => {
    expect(apiText('wait.attempts', { seconds: 1 })).toBe(
      'Too many attempts. Please wait 1 second and try again.',
    );
    expect(apiText('wait.attempts', { seconds: 0 })).toBe(
      'Too many attempts. Please wait 0 seconds and try again.',
    );
    expect(apiText('premium.granted', { days: 30 })).toBe('Premium access granted for 30 days');
    expect(apiText('premium.granted', { days: 1 })).toBe('Premium access granted for 1 day');
  });

  it('choose a language’s own plural, and fall back to English for a key it lacks', () => {
    const text = catalogTexts({
      en: { days: '{n, plural, one {# day} other {# days}}', only: 'English' },
      pt: { days: '{n, plural, one {# dia} other {# dias}}' } as never,
    });
    // Brazilian Portuguese counts 0 as one.
    expect(text('pt', 'days', { n: 0 })).toBe('0 dia');
    expect(text('en', 'days', { n: 0 })).toBe('0 days');
    expect(text('pt', 'only')).toBe('English');
  });
});
