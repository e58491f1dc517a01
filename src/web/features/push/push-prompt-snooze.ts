/**
 * When the reminder prompt may come again on this device (decision 146): once it has been shown, a
 * member who did not turn notifications on ("Not now", closing it, letting it pass) is not asked
 * again for four weeks. The time it was shown is a device-local key, like the widget's (001 §3).
 */
export const pushPromptSnoozeMs = 28 * 24 * 60 * 60 * 1000;
export const pushPromptAskedKey = 'psalmlight.pushPromptAskedAt';

type KeyValueStore = Pick<Storage, 'getItem' | 'setItem'>;

/** The browser's localStorage, or nothing when storage is switched off. */
function deviceStorage(): KeyValueStore | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

export function pushPromptSnooze(storage: KeyValueStore | null = deviceStorage()) {
  const askedAt = (): number | null => {
    try {
      const stored = Number(storage?.getItem(pushPromptAskedKey));
      return Number.isFinite(stored) && stored > 0 ? stored : null;
    } catch {
      return null;
    }
  };
  return {
    /** Never asked here, or asked four weeks ago or longer (a clock set back counts as asked now). */
    mayAsk(): boolean {
      const asked = askedAt();
      if (asked === null) return true;
      const since = Date.now() - asked;
      return since >= pushPromptSnoozeMs;
    },
    /** The prompt is on screen now: the next one waits four weeks. */
    rememberAsked(): void {
      try {
        storage?.setItem(pushPromptAskedKey, String(Date.now()));
      } catch {
        // Storage full or switched off: the prompt may simply come at the next occasion.
      }
    },
  };
}
