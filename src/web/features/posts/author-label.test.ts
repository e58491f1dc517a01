import { describe, expect, it } from 'vitest';
import { initialsOf } from '@web/lib/initials';
import { authorLabel } from './author-label';

const texts = { anonymous: 'Anonymous', member: 'Community Member' };

describe('author label (001 §2)', () => {
  it('shows Anonymous with A for anonymous posts', () => {
    expect(authorLabel(null, texts)).toEqual({ name: 'Anonymous', initials: 'A', avatarUrl: null });
  });
  it('shows Community Member when the name is missing', () => {
    expect(authorLabel({ id: '1', name: null, avatarUrl: null }, texts)).toMatchObject({
      name: 'Community Member',
      initials: 'CM',
    });
  });
  it('takes the first letters of at most two words, uppercased', () => {
    expect(initialsOf('mary ann smith')).toBe('MA');
    expect(initialsOf('  élise ')).toBe('É');
  });
});
