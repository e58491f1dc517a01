import type { ProviderConfig } from '@server/config';
import { createOfflineVoice } from './offline-voice';
import { createOpenAiVoice } from './openai-voice';
import type { VoiceProvider } from './types';

export * from './types';

export function createVoiceProvider(config: ProviderConfig & { model: string }): VoiceProvider {
  return config.kind === 'openai' ? createOpenAiVoice(config) : createOfflineVoice();
}
