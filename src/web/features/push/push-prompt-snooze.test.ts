import { afterEach, describe, expect, test, vi } from 'vitest';
import { pushPromptAskedKey, pushPromptSnooze } from './push-prompt-snooze';

const day = 24 * 60 * 60 * 1000;
const start = Date.parse('2025-03-01T09:00:00Z');

function memoryStorage() {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
  };
}

describe('the reminder prompt on this device', () => {
  afterEach(() => vi.useRealTimers());

  test('may come when it was never shown', () => {
    expect(pushPromptSnooze(memoryStorage()).mayAsk()).toBe(true);
  });

  test('once shown, waits four weeks before it may come again', () => {
    vi.useFakeTimers({ now: start });
    const storage = memoryStorage();
    pushPromptSnooze(storage).rememberAsked();
    expect(storage.getItem(pushPromptAskedKey)).toBe(String(start));

    vi.setSystemTime(start + day);
    expect(pushPromptSnooze(storage).mayAsk()).toBe(false);
    vi.setSystemTime(start + 28 * day - 1);
    expect(pushPromptSnooze(storage).mayAsk()).toBe(false);
    vi.setSystemTime(start + 28 * day);
    expect(pushPromptSnooze(storage).mayAsk()).toBe(true);
  });

  test('a clock set back before the time it was shown still counts as recently asked', () => {
    vi.useFakeTimers({ now: start });
    const storage = memoryStorage();
    pushPromptSnooze(storage).rememberAsked();
    vi.setSystemTime(start - 3 * day);
    expect(pushPromptSnooze(storage).mayAsk()).toBe(false);
  });

  test('with storage switched off it may come, and remembering does not fail', () => {
    const broken = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    const snooze = pushPromptSnooze(broken);
    expect(() => snooze.rememberAsked()).not.toThrow();
    expect(snooze.mayAsk()).toBe(true);
  });
});
