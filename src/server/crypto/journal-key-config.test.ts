import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config';

// JOURNAL_ENCRYPTION_KEY and JOURNAL_ENCRYPTION_OLD_KEYS as config.ts reads them (decision 018).

const refusal = (env: Record<string, string>) => {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as ConfigError).message;
  }
  throw new Error('loadConfig accepted the environment');
};

describe('the journal key configuration', () => {
  it('is unset by default (a key is then generated into DATA_DIR)', () => {
    expect(loadConfig({}).journalKey).toEqual({ current: undefined, previous: [] });
  });

  it('reads the key and the old keys as base64 of 32 bytes', () => {
    const [current, old1, old2] = [randomBytes(32), randomBytes(32), randomBytes(32)];
    const { journalKey } = loadConfig({
      JOURNAL_ENCRYPTION_KEY: current.toString('base64'),
      JOURNAL_ENCRYPTION_OLD_KEYS: `${old1.toString('base64url')}, ${old2.toString('base64')}`,
    });
    expect(journalKey.current?.equals(current)).toBe(true);
    expect(journalKey.previous.map((key) => key.toString('hex'))).toEqual([
      old1.toString('hex'),
      old2.toString('hex'),
    ]);
  });

  it('stops start-up with one line naming a key that is not 32 bytes of base64', () => {
    expect(refusal({ JOURNAL_ENCRYPTION_KEY: 'correct horse battery staple' })).toBe(
      'Invalid configuration: JOURNAL_ENCRYPTION_KEY must be base64 of 32 bytes (openssl rand -base64 32)',
    );
    expect(
      refusal({ JOURNAL_ENCRYPTION_OLD_KEYS: `${randomBytes(32).toString('base64')},short` }),
    ).toBe(
      'Invalid configuration: JOURNAL_ENCRYPTION_OLD_KEYS must be base64 of 32 bytes (openssl rand -base64 32)',
    );
  });
});
