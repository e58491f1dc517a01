import { afterEach, describe, expect, test, vi } from 'vitest';
import type { HydrationMemo } from './hydration-memo';

afterEach(() => {
  vi.restoreAllMocks();
});

/** The modules as a browser first evaluates them: nothing built yet, no Intl data loaded. */
async function freshModules() {
  vi.resetModules();
  return {
    memo: await import('./hydration-memo'),
    context: await import('./render-context'),
    translate: { ...(await import('./i18n/translate')), ...(await import('../test/messages')) },
    prices: await import('../features/premium/prices'),
    dates: await import('./format-date'),
  };
}

type Modules = Awaited<ReturnType<typeof freshModules>>;

/** The texts of a page that need Intl's data: each first use loads it, a long task on a phone. */
function intlTexts({ translate, prices, dates }: Modules): string[] {
  return [
    translate.interpolate('{count, plural, one {# device} other {# devices}}', { count: 2.5 }),
    prices.formatPrice(9.99),
    dates.formatDayShort('2026-03-04'),
    dates.formatWeekdayDate(new Date('2026-03-04T12:00:00Z')),
  ];
}

/** Counts the constructions of one of Intl's formatters, which still work. */
function watch(name: 'PluralRules' | 'NumberFormat' | 'DateTimeFormat') {
  const Real = Intl[name] as new (...args: unknown[]) => object;
  return vi.spyOn(Intl, name).mockImplementation(function (this: unknown, ...args: unknown[]) {
    return new Real(...args);
  } as never);
}

describe('hydrating what the server wrote', () => {
  test('reuses its plurals, numbers, prices and dates without asking Intl again', async () => {
    const server = await freshModules();
    const drawn = { memo: {} as HydrationMemo, drawn: [] as string[] };
    const request = { locale: 'en' as const, timeZone: 'Asia/Tokyo', memo: drawn.memo, fetch };
    server.context.setRenderContextSource(() => request);
    drawn.drawn = intlTexts(server);
    expect(drawn.drawn).toEqual(['2.5 devices', '$9.99', 'Mar 4, 2026', 'Wednesday, March 4']);

    const browser = await freshModules();
    browser.memo.replayHydrationMemo(drawn.memo);
    const built = (['PluralRules', 'NumberFormat', 'DateTimeFormat'] as const).map(watch);
    expect(intlTexts(browser)).toEqual(drawn.drawn);
    for (const constructor of built) expect(constructor).not.toHaveBeenCalled();

    // Once hydrated, the texts are computed afresh: Intl is asked for numbers and dates; plurals are
    // the catalogs' own rules (make-plural), never Intl.PluralRules.
    browser.memo.replayHydrationMemo(undefined);
    expect(intlTexts(browser)).toEqual(drawn.drawn);
    const [pluralRules, ...formats] = built;
    for (const constructor of formats) expect(constructor).toHaveBeenCalled();
    expect(pluralRules).not.toHaveBeenCalled();
  });
});

describe('numbers in texts', () => {
  test('are written as Intl writes them in every language, small ones without asking it', async () => {
    const { translate } = await freshModules();
    const built = watch('NumberFormat');
    for (const locale of translate.locales) {
      for (const value of [0, 7, -12, 999]) {
        expect(translate.interpolate('{n}', { n: value }, locale)).toBe(
          new Intl.NumberFormat(translate.intlLocale(locale)).format(value),
        );
      }
    }
    expect(built).toHaveBeenCalledTimes(translate.locales.length * 4);
    expect(translate.interpolate('{n}', { n: 1500 }, 'pt')).toBe('1.500');
  });
});

describe('plurals of whole numbers', () => {
  test('are chosen as Intl chooses them in every language', async () => {
    const { translate } = await freshModules();
    const message =
      '{n, plural, zero {zero} one {one} two {two} few {few} many {many} other {other}}';
    for (const locale of translate.locales) {
      const rules = new Intl.PluralRules(translate.intlLocale(locale));
      for (const n of [0, 1, 2, 3, 5, 11, 21, 100, 1000, 1_000_000, 2_000_000, 1_500_000]) {
        expect(translate.interpolate(message, { n }, locale), `${locale} ${n}`).toBe(
          rules.select(n),
        );
      }
    }
  });
});
