import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  createKeyring,
  FieldCipherError,
  isSealed,
  keyIdOf,
  open,
  parseKey,
  seal,
  sealedKeyId,
} from './field-cipher';

const key = () => randomBytes(32);
const place = 'journal_entries/3f0c/content';

/** The sealed value with one byte of its nonce | ciphertext | tag flipped at `index`. */
function flipByte(value: string, index: number) {
  const cut = value.lastIndexOf(':') + 1;
  const bytes = Buffer.from(value.slice(cut), 'base64url');
  bytes[index < 0 ? bytes.length + index : index]! ^= 0x01;
  return value.slice(0, cut) + bytes.toString('base64url');
}

describe('field cipher', () => {
  it('seals to the versioned form with the key id and opens to the same text', () => {
    const ring = createKeyring(key());
    const sealed = seal(ring, 'Lord, hear my prayer — ünïcödé 🙏', place);
    expect(sealed).toMatch(/^enc:v1:[A-Za-z0-9_-]{8}:[A-Za-z0-9_-]+$/);
    expect(sealedKeyId(sealed)).toBe(ring.current.id);
    expect(sealed).not.toContain('prayer');
    expect(open(ring, sealed, place)).toBe('Lord, hear my prayer — ünïcödé 🙏');
    expect(open(ring, seal(ring, '', place), place)).toBe('');
  });

  it('uses a fresh nonce each time: the same text seals differently', () => {
    const ring = createKeyring(key());
    const values = new Set(Array.from({ length: 50 }, () => seal(ring, 'same words', place)));
    expect(values.size).toBe(50);
  });

  it('refuses a value whose nonce, ciphertext or tag was changed', () => {
    const ring = createKeyring(key());
    const sealed = seal(ring, 'a private confession', place);
    for (const index of [0, 11, 12, 20, -16, -1]) {
      expect(() => open(ring, flipByte(sealed, index), place)).toThrow(FieldCipherError);
    }
    // Cut short, or the tag removed.
    expect(() => open(ring, sealed.slice(0, 40), place)).toThrow(FieldCipherError);
  });

  it('refuses a value under a wrong key, even one claiming the right key id', () => {
    const ring = createKeyring(key());
    const other = createKeyring(key());
    const sealed = seal(ring, 'words', place);
    expect(() => open(other, sealed, place)).toThrow(/not set/);
    // The id is only a label: a forged label does not make another key's value open.
    const forged = seal(other, 'words', place).replace(other.current.id, ring.current.id);
    expect(() => open(ring, forged, place)).toThrow(/integrity/);
  });

  it('refuses a value moved to another row or column (the AAD binds it to its place)', () => {
    const ring = createKeyring(key());
    const sealed = seal(ring, 'words', 'journal_entries/row-a/user-1/content');
    expect(() => open(ring, sealed, 'journal_entries/row-b/user-1/content')).toThrow(
      FieldCipherError,
    );
    expect(() => open(ring, sealed, 'journal_entries/row-a/user-1/title')).toThrow(
      FieldCipherError,
    );
    expect(() => open(ring, sealed, 'journal_entries/row-a/user-2/content')).toThrow(
      FieldCipherError,
    );
  });

  it('refuses plain text and opens values sealed by a previous key', () => {
    const ring = createKeyring(key());
    expect(() => open(ring, 'just words', place)).toThrow(/not sealed/);
    expect(isSealed('just words')).toBe(false);
    const oldKey = key();
    const sealedBefore = seal(createKeyring(oldKey), 'old words', place);
    const rotated = createKeyring(key(), [oldKey]);
    expect(open(rotated, sealedBefore, place)).toBe('old words');
    expect(sealedKeyId(seal(rotated, 'new words', place))).toBe(rotated.current.id);
    expect(rotated.current.id).not.toBe(keyIdOf(oldKey));
  });

  it('reads keys as base64 of exactly 32 bytes, standard or URL-safe', () => {
    const raw = key();
    expect(parseKey(raw.toString('base64'))?.equals(raw)).toBe(true);
    expect(parseKey(` ${raw.toString('base64url')}\n`)?.equals(raw)).toBe(true);
    expect(parseKey(randomBytes(16).toString('base64'))).toBeUndefined();
    expect(parseKey(randomBytes(48).toString('base64'))).toBeUndefined();
    expect(parseKey('not a key at all, not a key at all, not a k!')).toBeUndefined();
    expect(() => createKeyring(randomBytes(16))).toThrow(FieldCipherError);
  });
});
