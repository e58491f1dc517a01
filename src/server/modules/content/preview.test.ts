import { describe, expect, it } from 'vitest';
import { textPreviewLength } from '@contracts/content';
import { previewText } from './preview';

// The preview a limited viewer reads in lists and steps (docs/decisions/033), as a pure function.

describe('previewText', () => {
  it('gives back a text that fits, whole', () => {
    expect(previewText('Be still, and know that I am God.')).toBe(
      'Be still, and know that I am God.',
    );
    const exact = 'a'.repeat(textPreviewLength);
    expect(previewText(exact)).toBe(exact);
  });

  it('cuts after the last whole word that fits, drops trailing punctuation, adds an ellipsis', () => {
    expect(previewText('The Lord is my shepherd, I shall not want.', 30)).toBe(
      'The Lord is my shepherd, I…',
    );
    // "shepherd," fills the room exactly: the word stays, its comma goes.
    expect(previewText('The Lord is my shepherd, I shall not want.', 25)).toBe(
      'The Lord is my shepherd…',
    );
    // A word that would end one character past the room is left out whole.
    expect(previewText('The Lord is my shepherd; I shall not want.', 23)).toBe('The Lord is my…');
  });

  it('keeps within the length, ellipsis included, for a long text of words', () => {
    const whole = 'Blessed are the peacemakers, for they shall be called children of God. '.repeat(
      130,
    );
    const preview = previewText(whole);
    expect(preview.length).toBeLessThanOrEqual(textPreviewLength);
    expect(preview.length).toBeGreaterThan(textPreviewLength / 2);
    expect(preview.endsWith('…')).toBe(true);
    const body = preview.slice(0, -1);
    expect(whole.startsWith(body)).toBe(true);
    expect(whole.slice(body.length)).toMatch(/^[,.]?\s/);
  });

  it('cuts inside a word only when one word fills the room, never between a surrogate pair', () => {
    expect(previewText(`Selah ${'x'.repeat(50)}`, 20)).toBe(`Selah ${'x'.repeat(13)}…`);
    const emoji = `${'a'.repeat(18)}🙏🙏🙏`;
    const preview = previewText(emoji, 20);
    expect(preview).toBe(`${'a'.repeat(18)}…`);
    expect(previewText(`${'a'.repeat(17)}🙏🙏🙏`, 20)).toBe(`${'a'.repeat(17)}🙏…`);
  });
});
