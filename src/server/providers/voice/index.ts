import type { VoicePreset } from '@contracts/enums';
import type { ProviderConfig } from '@server/config';
import { createOfflineVoice } from './offline-voice';
import { createOpenAiVoice } from './openai-voice';

export type Speech = { audio: Buffer; mimeType: 'audio/mpeg'; durationSeconds: number | null };

export type VoiceProvider = {
  kind: 'openai' | 'offline';
  label: string;
  speak: (text: string, voice: VoicePreset, signal?: AbortSignal) => Promise<Speech>;
  check: () => Promise<{ ok: boolean; detail: string }>;
  close: () => Promise<void>;
};

export function createVoiceProvider(config: ProviderConfig & { model: string }): VoiceProvider {
  return config.kind === 'openai' ? createOpenAiVoice(config) : createOfflineVoice();
}
