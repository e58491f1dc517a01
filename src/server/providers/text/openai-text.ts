import { languages } from '@contracts/enums';
import { lazyOpenAiClient } from '../openai-client';
import type { ProviderConfig } from '@server/config';
import { ProviderError } from '../provider-error';
import type { TextProvider } from './types';
import { splitTitle, systemPromptFor, userPrompt } from './prompts';
import { themeTitle } from './offline-composer';

/**
 * Any OpenAI-compatible chat-completions server (OpenAI, Ollama, vLLM, LM Studio…). The SDK retries
 * connection errors, 408/409/429 and 5xx with exponential backoff.
 */
export function createOpenAiText(config: ProviderConfig & { model: string }): TextProvider {
  const openAi = lazyOpenAiClient(config);
  return {
    kind: 'openai',
    label: `OpenAI-compatible (${config.model}${config.baseUrl ? ` at ${new URL(config.baseUrl).host}` : ''})`,
    // Asked to write in the member's language (prompts.ts); the model is trusted to.
    languages: languages.map((language) => ({
      language,
      support: 'native' as const,
      detail: 'Asked to write in this language',
    })),
    async write(request, signal) {
      const { OpenAI, client } = await openAi();
      let answer: string | null | undefined;
      try {
        const completion = await client.chat.completions.create(
          {
            model: config.model,
            messages: [
              {
                role: 'system',
                content: systemPromptFor(request.language, request.contentType),
              },
              { role: 'user', content: userPrompt(request) },
            ],
            temperature: 0.8,
          },
          { signal },
        );
        answer = completion.choices[0]?.message?.content;
      } catch (error) {
        if (error instanceof OpenAI.APIConnectionTimeoutError) {
          throw new ProviderError('timeout', 'The text provider did not answer in time', {
            cause: error,
          });
        }
        const detail =
          error instanceof OpenAI.APIError
            ? `${error.status ?? ''} ${error.message}`.trim()
            : String(error);
        throw new ProviderError('failed', `The text provider failed: ${detail}`, { cause: error });
      }
      if (!answer?.trim()) throw new ProviderError('empty', 'The text provider returned no text');
      return splitTitle(answer, themeTitle(request));
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
  };
}
