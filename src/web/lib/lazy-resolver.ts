import type { FieldValues, Resolver } from 'react-hook-form';

/**
 * A form resolver whose schema (zod and the contract) is fetched at the form's first check, not
 * with the page: a form on the first screen then hydrates without evaluating zod, one long task
 * less on a phone. Checks wait for it once; the module is then kept. A failed download (offline)
 * is tried again at the next check.
 */
export function lazyResolver<Values extends FieldValues, Context = unknown, Transformed = Values>(
  load: () => Promise<Resolver<Values, Context, Transformed>>,
): Resolver<Values, Context, Transformed> {
  let loading: Promise<Resolver<Values, Context, Transformed>> | undefined;
  return async (values, context, options) => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return (await loading)(values, context, options);
  };
}
