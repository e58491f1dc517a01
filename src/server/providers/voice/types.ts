// The provider's interface, apart from its factory (index.ts): the implementations import it from
// here, so none imports the factory that imports it.
import type { Language, VoicePreset } from '@contracts/enums';
import type { LanguageSupport } from '@contracts/system-status';

export type Speech = { audio: Buffer; mimeType: 'audio/mpeg'; durationSeconds: number | null };

export type VoiceProvider = {
  kind: 'openai' | 'offline';
  label: string;
  /** How it reads each language (the system status card shows it; a stand-in may say nothing). */
  languages?: LanguageSupport[];
  /** Reads text aloud in a preset voice; `language` is the text's (English when left out). */
  speak: (
    text: string,
    voice: VoicePreset,
    options?: { signal?: AbortSignal; language?: Language },
  ) => Promise<Speech>;
  check: () => Promise<{ ok: boolean; detail: string }>;
  close: () => Promise<void>;
};
