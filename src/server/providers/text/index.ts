import type { ProviderConfig } from '@server/config';
import { createOfflineComposer } from './offline-composer';
import { createOpenAiText } from './openai-text';
import type { TextProvider } from './types';

export * from './types';

export function createTextProvider(config: ProviderConfig & { model: string }): TextProvider {
  return config.kind === 'openai' ? createOpenAiText(config) : createOfflineComposer();
}
