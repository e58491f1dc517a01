import type { ProviderConfig } from '@server/config';
import type { AutomationContentType, PsalmTheme } from '@contracts/enums';
import { createOfflineComposer } from './offline-composer';
import { createOpenAiText } from './openai-text';

export type WritingRequest = {
  /** What to write: a daily psalm, prayer, meditation… */
  contentType: AutomationContentType;
  prompt: string;
  theme: PsalmTheme;
  /** The day it is for (YYYY-MM-DD): the offline composer varies with it. */
  date: string;
};

export type Writing = { title: string; text: string };

export type TextProvider = {
  kind: 'openai' | 'offline';
  /** Shown on the system status card. */
  label: string;
  write: (request: WritingRequest, signal?: AbortSignal) => Promise<Writing>;
  check: () => Promise<{ ok: boolean; detail: string }>;
};

export function createTextProvider(config: ProviderConfig & { model: string }): TextProvider {
  return config.kind === 'openai' ? createOpenAiText(config) : createOfflineComposer();
}
