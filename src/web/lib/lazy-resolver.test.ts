import { describe, expect, it } from 'vitest';
import type { ResolverOptions } from 'react-hook-form';
import { lazyResolver } from './lazy-resolver';

type Values = { name: string };
const options = {} as ResolverOptions<Values>;

describe('lazyResolver', () => {
  it('loads the check at the first use, once, and again after a failed download', async () => {
    let loads = 0;
    const check = lazyResolver<Values>(async () => {
      loads += 1;
      if (loads === 1) throw new Error('offline');
      return (values) => ({ values, errors: {} });
    });
    expect(loads).toBe(0);
    await expect(check({ name: 'a' }, undefined, options)).rejects.toThrow('offline');
    await expect(check({ name: 'b' }, undefined, options)).resolves.toEqual({
      values: { name: 'b' },
      errors: {},
    });
    await check({ name: 'c' }, undefined, options);
    expect(loads).toBe(2);
  });
});
