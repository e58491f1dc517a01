import { languages } from '@contracts/enums';
import { lazyOpenAiClient } from '../openai-client';
import type { ProviderConfig } from '@server/config';
import { ProviderError } from '../provider-error';
import type { VoiceProvider } from './types';

// The speech endpoint takes at most 4096 characters; longer texts are read in parts whose MP3
// streams are joined (MP3 frames concatenate cleanly).
const maxInput = 4000;

export function splitForSpeech(text: string, max = maxInput): string[] {
  const parts: string[] = [];
  let current = '';
  for (const paragraph of text.split(/\n{2,}/)) {
    const candidate = current ? `${current}\n\n${paragraph}` : paragraph;
    if (candidate.length <= max) {
      current = candidate;
      continue;
    }
    if (current) parts.push(current);
    current = paragraph;
    while (current.length > max) {
      const cut = Math.max(current.lastIndexOf(' ', max), max / 2);
      parts.push(current.slice(0, cut));
      current = current.slice(cut).trim();
    }
  }
  if (current.trim()) parts.push(current);
  return parts;
}

/** OpenAI-compatible /audio/speech. */
export function createOpenAiVoice(config: ProviderConfig & { model: string }): VoiceProvider {
  const openAi = lazyOpenAiClient(config);
  return {
    kind: 'openai',
    label: `OpenAI-compatible speech (${config.model})`,
    // Its preset voices read every language: the member's language keeps the chosen voice.
    languages: languages.map((language) => ({
      language,
      support: 'native' as const,
      detail: 'The chosen voice reads this language',
    })),
    async speak(text, voice, { signal } = {}) {
      const parts = splitForSpeech(text);
      if (parts.length === 0) throw new ProviderError('empty', 'There is no text to read');
      const { OpenAI, client } = await openAi();
      const buffers: Buffer[] = [];
      for (const input of parts) {
        try {
          const response = await client.audio.speech.create(
            { model: config.model, voice, input, response_format: 'mp3' },
            { signal },
          );
          buffers.push(Buffer.from(await response.arrayBuffer()));
        } catch (error) {
          if (error instanceof OpenAI.APIConnectionTimeoutError) {
            throw new ProviderError('timeout', 'The voice provider did not answer in time', {
              cause: error,
            });
          }
          throw new ProviderError(
            'failed',
            `The voice provider failed: ${(error as Error).message}`,
            { cause: error },
          );
        }
      }
      const audio = Buffer.concat(buffers);
      if (audio.length === 0)
        throw new ProviderError('empty', 'The voice provider returned no audio');
      return { audio, mimeType: 'audio/mpeg', durationSeconds: null };
    },
    async check() {
      try {
        const { client } = await openAi();
        await client.models.list({ timeout: 5000, maxRetries: 0 });
        return { ok: true, detail: 'The provider answers' };
      } catch (error) {
        return { ok: false, detail: `Not reachable: ${(error as Error).message}` };
      }
    },
    close: async () => undefined,
  };
}
