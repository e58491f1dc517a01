import { describe, expect, test } from 'vitest';
import { readReturnTo, returnToState } from './return-to';

describe('where sign-in returns to', () => {
  test('the remembered path, with its query', () => {
    const state = returnToState({
      pathname: '/journal',
      search: '?q=hope',
      hash: '',
      state: null,
      key: 'k',
    });
    expect(readReturnTo(state)).toBe('/journal?q=hope');
  });

  test('the dashboard when nothing, another site or an auth screen was remembered', () => {
    expect(readReturnTo(null)).toBe('/dashboard');
    expect(readReturnTo({ from: 'https://evil.example/' })).toBe('/dashboard');
    expect(readReturnTo({ from: '//evil.example/' })).toBe('/dashboard');
    expect(readReturnTo({ from: '/auth?message=check-email' })).toBe('/dashboard');
    expect(readReturnTo({ from: '/reset-password?token=x' })).toBe('/dashboard');
  });
});
