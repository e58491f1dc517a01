import { afterEach, describe, expect, test, vi } from 'vitest';
import { drawOnServer } from '@web/test/draw-on-server';
import { formatDayShort, formatWeekdayDate } from './format-date';
import { replayHydrationMemo } from './hydration-memo';
import { interpolate } from './i18n/translate';
import { formatPrice } from './prices';

afterEach(() => {
  replayHydrationMemo(undefined);
  vi.restoreAllMocks();
});

/** The texts of a page that need Intl's data: each first use loads it, a long task on a phone. */
function intlTexts(): string[] {
  return [
    interpolate('{count, plural, one {# device} other {# devices}}', { count: 2 }, 'pt'),
    formatPrice(9.99),
    formatDayShort('2026-03-04'),
    formatWeekdayDate(new Date('2026-03-04T12:00:00Z')),
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
  test('reuses its plurals, numbers, prices and dates without asking Intl again', () => {
    const server = drawOnServer('Asia/Tokyo', intlTexts);
    expect(server.drawn).toEqual(['2 devices', '$9.99', 'Mar 4, 2026', 'Wednesday, March 4']);

    replayHydrationMemo(server.memo);
    const built = (['PluralRules', 'NumberFormat', 'DateTimeFormat'] as const).map(watch);
    expect(intlTexts()).toEqual(server.drawn);
    for (const constructor of built) expect(constructor).not.toHaveBeenCalled();

    // Once hydrated, the texts are computed afresh: Intl is asked again.
    replayHydrationMemo(undefined);
    expect(intlTexts()).toEqual(server.drawn);
    for (const constructor of built) expect(constructor).toHaveBeenCalled();
  });
});
