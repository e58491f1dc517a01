import type { ProviderConfig } from '@server/config';
import { lazyModule } from './lazy-module';

const loadOpenAi = lazyModule(async () => (await import('openai')).default);

/**
 * The OpenAI SDK and a client for an OpenAI-compatible server, made on first use. The SDK retries
 * connection errors, 408/409/429 and 5xx with exponential backoff, twice.
 */
export function lazyOpenAiClient(config: ProviderConfig) {
  return lazyModule(async () => {
    const OpenAI = await loadOpenAi();
    const client = new OpenAI({
      baseURL: config.baseUrl,
      apiKey: config.apiKey ?? 'not-needed',
      timeout: config.timeoutMs,
      maxRetries: 2,
    });
    return { OpenAI, client };
  });
}
