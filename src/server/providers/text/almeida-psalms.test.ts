import { describe, expect, it } from 'vitest';
import { bibles, offlineTextLanguages, psalmsIn, quotedVerse, verseIn } from './bible-by-language';
import type { WritingRequest } from './index';
import { createOfflineComposer } from './offline-composer';
import { webPsalms } from './web-psalms';

// Portuguese psalms quote the Almeida 1911 (decision 057; provenance in docs/sources.md): the same
// verses as the English composition, chosen by reference, quoted and cited in Portuguese.

const request = (overrides: Partial<WritingRequest> = {}): WritingRequest => ({
  contentType: 'daily_psalm',
  theme: 'trust',
  prompt: 'A psalm of trust for a family waiting for news from the hospital',
  date: '2026-05-01',
  ...overrides,
});

/** The verses a composition cites ("Salmo 23:1", "Salmo 62:5-6"), ranges spelled out. */
const cited = (text: string) =>
  [...text.matchAll(/(?:Psalm|Salmo) (\d+):(\d+)(?:-(\d+))?/g)].flatMap((match) => {
    const [chapter, from, to] = [match[1]!, Number(match[2]), Number(match[3] ?? match[2])];
    return Array.from({ length: to - from + 1 }, (_, i) => `${chapter}:${from + i}`);
  });

/** Words only: a composition may cut a verse into lines, capitalise or end it anew. */
const words = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}’]+/gu, ' ')
    .trim();

describe('a Portuguese psalm composed offline', () => {
  const composer = createOfflineComposer();

  it('quotes every verse it cites from the Almeida 1911, none in English, and cites it in Portuguese', async () => {
    const web = new Map(webPsalms().map((verse) => [`${verse.chapter}:${verse.verse}`, verse]));
    for (const theme of ['trust', 'praise', 'comfort', 'forgiveness'] as const) {
      const writing = await composer.write(request({ theme, language: 'pt' }));
      expect(writing.text).toMatch(
        /\n\n— Composto offline a partir da Almeida 1911 \(domínio público; ortografia de 1911\): Salmo \d+:\d+/,
      );
      expect(writing.text).not.toMatch(/World English Bible|inglês/);
      const references = cited(writing.text);
      expect(references.length, theme).toBeGreaterThan(0);
      for (const reference of references) {
        const [chapter, verse] = reference.split(':').map(Number);
        expect(words(writing.text), reference).toContain(
          words(verseIn('pt', chapter!, verse!).join(' ')),
        );
        expect(words(writing.text), reference).not.toContain(
          words(web.get(reference)!.lines.join(' ')),
        );
      }
    }
  });

  it('reads Salmo 23:1 as the Almeida 1911 prints it: "O Senhor é o meu pastor, nada me faltará."', () => {
    expect(quotedVerse('pt', '23:1')).toBe('O Senhor é o meu pastor, nada me faltará.');
    expect(quotedVerse('es', '23:1')).toBe('Jehová es mi pastor; nada me faltará.');
  });

  it('says on the status card that Portuguese is served natively by the Almeida 1911', () => {
    expect(composer.languages).toContainEqual({
      language: 'pt',
      support: 'native',
      detail: 'Almeida 1911 psalms',
    });
    expect(composer.languages).toEqual(offlineTextLanguages());
  });
});

describe('the Bible of each language (bible-by-language.ts)', () => {
  it('names the translation each language quotes', () => {
    expect(bibles.pt.name).toBe('Almeida 1911');
    expect(bibles.es.name).toBe('Reina-Valera 1909');
    expect(bibles.en.name).toBe('World English Bible');
  });

  it('holds the Almeida 1911 Psalms verse for verse with the English, as plain printed text', () => {
    const almeida = psalmsIn('pt');
    expect([...almeida.keys()]).toEqual(webPsalms().map((v) => `${v.chapter}:${v.verse}`));
    for (const [reference, lines] of almeida) {
      expect(lines.length, reference).toBeGreaterThan(0);
      for (const line of lines) {
        expect(line, reference).not.toMatch(/[<>*_[\]']|\s{2}|^\s|\s$|Selah/);
      }
    }
    expect(almeida.get('23:1')).toEqual(['O Senhor é o meu pastor, nada me faltará.']);
    // The one place the source strays from the 1911 printing is read as printed.
    expect(almeida.get('38:1')![0]).toMatch(/^Ó Senhor, não me reprehendas/);
    // The spelling of 1911 and its apostrophe, as printed.
    expect(almeida.get('1:1')!.join(' ')).toContain('Bemaventurado o varão');
    expect(almeida.get('37:5')).toEqual([
      'Entrega o teu caminho ao Senhor;',
      'confia n’elle, e elle o fará.',
    ]);
  });

  it('finds the English verse itself for English, and refuses a reference no Psalm has', () => {
    expect(verseIn('en', 23, 1)).toEqual(
      webPsalms().find((v) => v.chapter === 23 && v.verse === 1)!.lines,
    );
    expect(() => verseIn('pt', 23, 7)).toThrow('Psalm 23:7 is missing from the Almeida 1911');
  });
});
