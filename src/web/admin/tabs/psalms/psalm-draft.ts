import type { Language, PsalmTheme, VoicePreset } from '@contracts/enum-values';
import { isLocale } from '@web/lib/i18n/translate';

/** What the Manual tab keeps of a generated, unsaved psalm. */
export interface PsalmDraftValues {
  prompt: string;
  theme: PsalmTheme;
  date: string;
  /** The language it is written in (English for a draft kept before psalms had languages). */
  language: Language;
  title: string;
  generatedPsalm: string;
  narrate: boolean;
  voice: VoicePreset;
}

export interface PsalmDraft {
  values: PsalmDraftValues;
  /** When it was generated (ISO), for the "Generated at" time of the save toast. */
  generatedAt: string;
}

/**
 * A generated psalm is kept in this browser until it is saved or discarded (decision 135: a reload
 * threw it away, and with it a paid generation). One draft per staff member, so people sharing a
 * computer do not see each other's. localStorage, so closing the tab by mistake keeps it too.
 */
const key = (userId: string) => `psalmlight.psalm-draft.${userId}`;

export function readPsalmDraft(userId: string): PsalmDraft | null {
  try {
    const raw = window.localStorage.getItem(key(userId));
    if (!raw) return null;
    const draft = JSON.parse(raw) as Partial<PsalmDraft>;
    if (
      typeof draft.generatedAt !== 'string' ||
      typeof draft.values?.generatedPsalm !== 'string' ||
      !draft.values.generatedPsalm.trim()
    )
      return null;
    // A draft kept before psalms had a language was written in English.
    if (!isLocale(draft.values.language)) draft.values.language = 'en';
    return draft as PsalmDraft;
  } catch {
    return null;
  }
}

export function writePsalmDraft(userId: string, draft: PsalmDraft): void {
  try {
    window.localStorage.setItem(key(userId), JSON.stringify(draft));
  } catch {
    // Storage full or refused (private mode): the draft lives only on the page, as before.
  }
}

export function clearPsalmDraft(userId: string): void {
  try {
    window.localStorage.removeItem(key(userId));
  } catch {
    // Nothing kept, nothing to clear.
  }
}
