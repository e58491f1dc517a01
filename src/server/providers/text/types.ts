// The provider's interface, apart from its factory (index.ts): the implementations import it from
// here, so none imports the factory that imports it.
import type { AutomationContentType, Language, PsalmTheme } from '@contracts/enums';
import type { LanguageSupport } from '@contracts/system-status';

export type WritingRequest = {
  /** What to write: a daily psalm, prayer, meditation… */
  contentType: AutomationContentType;
  prompt: string;
  theme: PsalmTheme;
  /** The day it is for (YYYY-MM-DD): the offline composer varies with it. */
  date: string;
  /** The language to write in (English when left out): each language has its own daily psalm. */
  language?: Language;
  /**
   * Another writing of the same request (regenerating a draft, a second test run): the attempt
   * (1, 2…) makes the writer choose afresh, and the writing it replaces, when there is one, is
   * what it must not repeat. Left out: the first writing, the same for the same request.
   */
  retry?: { attempt: number; previous?: Writing };
};

export type Writing = { title: string; text: string };

export type TextProvider = {
  kind: 'openai' | 'offline';
  /** Shown on the system status card. */
  label: string;
  /** How it serves each language (the system status card shows it; a stand-in may say nothing). */
  languages?: LanguageSupport[];
  write: (request: WritingRequest, signal?: AbortSignal) => Promise<Writing>;
  check: () => Promise<{ ok: boolean; detail: string }>;
};
