// The server's own messages are English (the web translates by code): "1 second", "2 seconds".
const rules = new Intl.PluralRules('en');

/** `count` with its unit, singular or plural by English rules: englishCount(1, 'day') is "1 day". */
export function englishCount(count: number, unit: 'second' | 'minute' | 'day') {
  return `${count} ${rules.select(count) === 'one' ? unit : `${unit}s`}`;
}
