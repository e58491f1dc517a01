/** A provider that did not deliver: it failed, timed out, or answered with nothing usable. */
export class ProviderError extends Error {
  constructor(
    readonly reason: 'failed' | 'timeout' | 'empty',
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}
