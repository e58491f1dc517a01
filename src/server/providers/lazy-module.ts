/**
 * A library loaded on its first use rather than when the server starts: the SDKs of optional
 * providers (OpenAI, Stripe, SMTP, Web Push) took a noticeable share of every start-up, and the
 * offline defaults never need them (decision 029: restart ≤ 3 s). Loaded once; later calls share it.
 */
export function lazyModule<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined; // a failed load is tried again next time
      throw error;
    });
    return loading;
  };
}
