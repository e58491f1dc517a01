import type { ProviderConfig } from '@server/config';
import type { AutomationContentType, Language, PsalmTheme } from '@contracts/enums';
import type { LanguageSupport } from '@contracts/system-status';
import { createOfflineComposer } from './offline-composer';
import { createOpenAiText } from './openai-text';

export type WritingRequest = {
  /** What to write: a daily psalm, prayer, meditation… */
  contentType: AutomationContentType;
  prompt: string;
  theme: PsalmTheme;
  /** The day it is for (YYYY-MM-DD): the offline composer varies with it. */
  date: string;
  /** The language to write in (English when left out): each language has its own daily psalm. */
  language?: Language;
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

export function createTextProvider(config: ProviderConfig & { model: string }): TextProvider {
  return config.kind === 'openai' ? createOpenAiText(config) : createOfflineComposer();
}
