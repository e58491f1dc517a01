import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { keyIdOf } from './field-cipher';
import { JournalKeyError, resolveJournalKeyring } from './journal-key';

const dirs: string[] = [];
const freshDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'psalmlight-key-'));
  dirs.push(dir);
  return path.join(dir, 'data');
};
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe('the journal key', () => {
  it('is generated on first start into DATA_DIR/journal-key, owner-only, and kept on the next', () => {
    const dataDir = freshDir();
    const first = resolveJournalKeyring({ configured: undefined, previous: [], dataDir });
    const file = path.join(dataDir, 'journal-key');
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    const second = resolveJournalKeyring({ configured: undefined, previous: [], dataDir });
    expect(second.current.id).toBe(first.current.id);
    expect(second.current.key.equals(first.current.key)).toBe(true);
  });

  it('uses the configured key, still reading the generated one and the previous keys', () => {
    const dataDir = freshDir();
    const generated = resolveJournalKeyring({ configured: undefined, previous: [], dataDir });
    const configured = randomBytes(32);
    const old = randomBytes(32);
    const ring = resolveJournalKeyring({ configured, previous: [old], dataDir });
    expect(ring.current.id).toBe(keyIdOf(configured));
    expect([...ring.keys.keys()].sort()).toEqual(
      [keyIdOf(configured), keyIdOf(old), generated.current.id].sort(),
    );
  });

  it('does not create a key file when the key is configured', () => {
    const dataDir = freshDir();
    resolveJournalKeyring({ configured: randomBytes(32), previous: [], dataDir });
    expect(fs.existsSync(path.join(dataDir, 'journal-key'))).toBe(false);
  });

  it('refuses a key file that holds no key instead of replacing it', () => {
    const dataDir = freshDir();
    fs.mkdirSync(dataDir, { recursive: true });
    fs.writeFileSync(path.join(dataDir, 'journal-key'), 'oops');
    expect(() => resolveJournalKeyring({ configured: undefined, previous: [], dataDir })).toThrow(
      JournalKeyError,
    );
    expect(fs.readFileSync(path.join(dataDir, 'journal-key'), 'utf8')).toBe('oops');
  });
});
