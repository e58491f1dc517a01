import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { automationContentTypes, type Language } from '@contracts/enums';
import { startFakeOpenAi } from '@server/test/fake-openai';
import type { WritingRequest } from './index';
import { createOfflineComposer } from './offline-composer';
import { createOpenAiText } from './openai-text';
import { rv1909Psalms } from './quoted-psalms';
import { webPsalms } from './web-psalms';

// Writing in Portuguese and Spanish (docs/decisions/031): the OpenAI-compatible provider is told the
// language; the offline composer writes its own words in it and quotes the Reina-Valera 1909 in
// Spanish, the Almeida 1911 in Portuguese (its own tests: almeida-psalms.test.ts).

const request = (overrides: Partial<WritingRequest> = {}): WritingRequest => ({
  contentType: 'daily_psalm',
  theme: 'trust',
  prompt: 'A psalm of trust for a family waiting for news from the hospital',
  date: '2026-05-01',
  ...overrides,
});

/** The references a composition cites ("Psalm 23:1", "Salmo 23:1"), in order. */
const cited = (text: string) =>
  [...text.matchAll(/(?:Psalm|Salmo) (\d+):(\d+)/g)].map((match) => `${match[1]}:${match[2]}`);

describe('the OpenAI-compatible provider', () => {
  let fake: Awaited<ReturnType<typeof startFakeOpenAi>>;
  beforeAll(async () => {
    fake = await startFakeOpenAi();
  });
  afterAll(() => fake.close());

  const askedFor = async (language?: Language) => {
    const text = createOpenAiText({
      kind: 'openai',
      baseUrl: fake.baseUrl,
      apiKey: 'k',
      timeoutMs: 5000,
      model: 'm',
    });
    fake.state.requests.length = 0;
    await text.write(request(language ? { language } : {}));
    const [sent] = fake.state.requests.filter((r) => r.path.endsWith('/chat/completions'));
    return sent!.body.messages as { role: string; content: string }[];
  };

  it('asks for Brazilian Portuguese, addressing the reader as você, in both prompts', async () => {
    const [system, user] = await askedFor('pt');
    for (const message of [system!, user!]) {
      expect(message.content).toContain('Write in Brazilian Portuguese (pt-BR)');
      expect(message.content).toContain('"você"');
    }
  });

  it('asks for Latin American Spanish, addressing the reader as tú', async () => {
    const [system, user] = await askedFor('es');
    for (const message of [system!, user!]) {
      expect(message.content).toContain('Write in Latin American Spanish (es-419)');
      expect(message.content).toContain('"tú"');
    }
  });

  it('asks as before in English, with no language instruction', async () => {
    const unsaid = await askedFor();
    expect(await askedFor('en')).toEqual(unsaid);
    expect(JSON.stringify(unsaid)).not.toMatch(/Write in|Portuguese|Spanish/);
  });
});

describe('the offline composer in Portuguese and Spanish', () => {
  const composer = createOfflineComposer();

  it('writes a Spanish psalm from the Reina-Valera 1909: the same verses as the English one, quoted in Spanish', async () => {
    const english = await composer.write(request());
    const spanish = await composer.write(request({ language: 'es' }));
    expect(cited(spanish.text)).toEqual(cited(english.text));
    expect(spanish.text).toMatch(
      /— Compuesto sin conexión a partir de la Reina-Valera 1909 \(dominio público\): Salmo \d+:\d+/,
    );
    const reinaValera = rv1909Psalms();
    for (const reference of cited(spanish.text)) {
      const firstLine = reinaValera.get(reference)![0]!.slice(1, 30);
      expect(spanish.text).toContain(firstLine);
    }
    // Not one English verse: the World English Bible's lines of the cited verses are absent.
    const web = new Map(webPsalms().map((verse) => [`${verse.chapter}:${verse.verse}`, verse]));
    for (const reference of cited(spanish.text))
      expect(spanish.text).not.toContain(web.get(reference)!.lines[0]!.slice(1, 30));
    expect(spanish.title).not.toMatch(/Psalm|Trust|Hospital/);
  });

  it.each(['pt', 'es'] as const)(
    'frames every kind of writing in %s, never in English',
    async (language) => {
      const frames = {
        pt: {
          daily_prayer: ['Senhor Deus, nosso Pai,', 'Em nome de Jesus, amém.'],
          daily_meditation: ['1. Acalme-se.', 'Fique em silêncio por dois minutos.'],
          scripture_reflection: [
            'Leia o Salmo',
            'O que esta passagem diz a você sobre estes dias no hospital?',
          ],
          journal_prompt: ['Sobre estes dias no hospital: onde você viu Deus agindo'],
          weekly_workflow: ['Domingo: ore com o Salmo', 'Sábado: releia as linhas da semana'],
          daily_psalm: [
            'Senhor, nestes dias no hospital, eu elevo a ti o meu coração.',
            'Composto offline',
          ],
        },
        es: {
          daily_prayer: ['Señor Dios, Padre nuestro,', 'En el nombre de Jesús, amén.'],
          daily_meditation: ['1. Aquiétate.', 'Quédate en silencio durante dos minutos.'],
          scripture_reflection: [
            'Lee el Salmo',
            '¿Qué te dice este pasaje sobre estos días en el hospital?',
          ],
          journal_prompt: ['Pensando en estos días en el hospital, ¿dónde has visto obrar a Dios'],
          weekly_workflow: ['Domingo: ora con el Salmo', 'Sábado: relee las líneas de la semana'],
          daily_psalm: [
            'Señor, en estos días en el hospital, elevo a ti mi corazón.',
            'Compuesto sin conexión',
          ],
        },
      }[language];
      const englishFrames =
        /Lord God, our Father|In Jesus’ name|Settle\. |Read slowly|Which word or line|As you think about|pray with Psalm|Composed offline|A Psalm |A Prayer |A Meditation |A Reflection |A Journal Prompt|A Week of/;
      for (const contentType of automationContentTypes) {
        const writing = await composer.write(request({ contentType, language }));
        for (const words of frames[contentType]) expect(writing.text).toContain(words);
        expect(`${writing.title}\n${writing.text}`).not.toMatch(englishFrames);
      }
    },
  );

  it('titles in the reader’s language by the occasion, else the theme', async () => {
    const titles = async (language: Language, prompt: string) =>
      Promise.all(
        automationContentTypes.map(
          async (contentType) =>
            (await composer.write(request({ contentType, language, prompt }))).title,
        ),
      );
    expect(await titles('pt', request().prompt)).toEqual([
      'Salmo para dias no hospital',
      'Oração para dias no hospital',
      'Meditação para dias no hospital',
      'Reflexão para dias no hospital',
      'Diário: perguntas para dias no hospital',
      'Uma semana de confiança',
    ]);
    expect(await titles('es', 'Descanso para los cansados')).toEqual([
      'Salmo de confianza',
      'Oración de confianza',
      'Meditación sobre confianza',
      'Reflexión sobre confianza',
      'Diario: preguntas sobre confianza',
      'Una semana de confianza',
    ]);
  });

  it('is stable for the same request and language, and varies with the date', async () => {
    const spanish = request({ language: 'es' });
    const first = await composer.write(spanish);
    expect((await composer.write(spanish)).text).toBe(first.text);
    expect((await composer.write({ ...spanish, date: '2026-05-02' })).text).not.toBe(first.text);
  });

  it('says on the status card how it serves each language', () => {
    expect(composer.languages).toEqual([
      { language: 'en', support: 'native', detail: expect.stringContaining('World English') },
      { language: 'pt', support: 'native', detail: 'Almeida 1911 psalms' },
      { language: 'es', support: 'native', detail: 'Reina-Valera 1909 psalms' },
    ]);
  });
});

describe('the Reina-Valera 1909 psalms (data/rv1909-psalms.json)', () => {
  it('has every verse the English data has, by the same references, as plain text', () => {
    const reinaValera = rv1909Psalms();
    const english = webPsalms().map((verse) => `${verse.chapter}:${verse.verse}`);
    expect([...reinaValera.keys()]).toEqual(english);
    for (const [reference, lines] of reinaValera) {
      expect(lines.length, reference).toBeGreaterThan(0);
      for (const line of lines) {
        expect(line, reference).not.toMatch(/[<>]|\s{2}|^\s|\s$/);
        // Modern spelling of the preposition and conjunctions ("a", "o", "e"), as decided.
        expect(line, reference).not.toMatch(/(?<!\p{L})[áóéú](?!\p{L})/u);
      }
    }
    expect(reinaValera.get('23:1')).toEqual(['Jehová es mi pastor;', 'nada me faltará.']);
    // Superscriptions and Psalm 119's letters are not part of the verses.
    expect(reinaValera.get('23:1')!.join(' ')).not.toContain('Salmo de David');
    expect(reinaValera.get('119:105')![0]).toMatch(/^Lámpara es a mis pies tu palabra/);
    expect(reinaValera.get('25:1')).toEqual(['A ti, oh Jehová, levantaré mi alma.']);
  });
});
