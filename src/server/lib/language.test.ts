import { describe, expect, it } from 'vitest';
import { languageFromAcceptLanguage } from './language';

describe('the language an Accept-Language header asks for', () => {
  it('reads the web app’s own locale and a browser’s regional tags by their primary subtag', () => {
    expect(languageFromAcceptLanguage('pt')).toBe('pt');
    expect(languageFromAcceptLanguage('pt-BR,pt;q=0.9,en-US;q=0.8,en;q=0.7')).toBe('pt');
    expect(languageFromAcceptLanguage('es-419,es;q=0.9')).toBe('es');
    expect(languageFromAcceptLanguage('ES-mx')).toBe('es');
    expect(languageFromAcceptLanguage('en-GB,en;q=0.9,pt;q=0.8')).toBe('en');
  });

  it('takes the highest q first, and the header’s order among equals', () => {
    expect(languageFromAcceptLanguage('en;q=0.5, pt;q=0.8')).toBe('pt');
    expect(languageFromAcceptLanguage('es;q=0.7, pt;q=0.7')).toBe('es');
    expect(languageFromAcceptLanguage('de, fr;q=0.9, es;q=0.2, pt;q=0.1')).toBe('es');
    expect(languageFromAcceptLanguage('pt ; q = 0.4 , es ; q=0.6')).toBe('es');
  });

  it('skips what it does not speak and what the header refuses (q=0)', () => {
    expect(languageFromAcceptLanguage('fr-CA,fr;q=0.9,pt;q=0.5')).toBe('pt');
    expect(languageFromAcceptLanguage('pt;q=0, es;q=0.3')).toBe('es');
    expect(languageFromAcceptLanguage('*, es;q=0.5')).toBe('es');
  });

  it('falls back to English for an unknown, missing or malformed header', () => {
    for (const header of [
      undefined,
      null,
      '',
      'fr-FR,de;q=0.8',
      '*',
      'pt;q=abc',
      'pt;q=2',
      'portuguese',
      ',,;;',
    ])
      expect(languageFromAcceptLanguage(header), String(header)).toBe('en');
  });

  it('reads only the first thousand characters of an oversized header', () => {
    expect(languageFromAcceptLanguage(`${'x-y;q=0.9,'.repeat(200)}pt`)).toBe('en');
    expect(languageFromAcceptLanguage(`es,${'x;q=0.1,'.repeat(10_000)}`)).toBe('es');
  });
});
