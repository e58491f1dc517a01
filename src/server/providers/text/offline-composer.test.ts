import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { psalmThemes, type PsalmTheme } from '@contracts/enums';
import type { WritingRequest } from './index';
import { createOfflineComposer, themeTitle } from './offline-composer';
import { promptPhrase } from './psalm-title';
import { stem } from './relevance';
import { fitsTheme, indexedPsalms, isExcluded, themeTones, type IndexedVerse } from './verse-index';
import { renderDivineName, webPsalms } from './web-psalms';

const composer = createOfflineComposer();
const byRef = new Map(indexedPsalms().map((verse) => [verse.ref, verse]));
const verse = (ref: string) => byRef.get(ref)!;

/** The verses a composition cites ("… Psalm 23:1, Psalm 46:1."). */
const cited = (text: string) =>
  [...text.matchAll(/Psalm (\d+:\d+)/g)].map((match) => verse(match[1]!));

const dates = (n: number) =>
  Array.from({ length: n }, (_, i) => `2026-0${1 + (i % 9)}-${String(1 + i).padStart(2, '0')}`);

const write = (request: Partial<WritingRequest> & Pick<WritingRequest, 'theme'>) =>
  composer.write({ contentType: 'daily_psalm', prompt: '', date: '2026-05-01', ...request });

describe('the psalm verse index', () => {
  it('is exactly what scripts/build-psalm-verse-index.mjs builds from the committed text', () => {
    const script = path.resolve(
      import.meta.dirname,
      '../../../../scripts/build-psalm-verse-index.mjs',
    );
    expect(execFileSync(process.execPath, [script, '--check'], { encoding: 'utf8' })).toMatch(
      /is up to date \(2461 verses\)/,
    );
    expect(indexedPsalms()).toHaveLength(webPsalms().length);
  });

  it('tags known verses with their tones', () => {
    const tones = (ref: string) => verse(ref).tones;
    expect(tones('5:9')).toContain('enemy'); // "Their throat is an open tomb"
    expect(tones('105:38')).toContain('history'); // "Egypt was glad when they departed"
    expect(tones('60:1')).toContain('curse'); // "You have been angry"
    expect(tones('58:6')).toContain('curse'); // "Break their teeth, God, in their mouth"
    expect(tones('137:9')).toContain('curse'); // "dashes your little ones against the rock"
    expect(tones('88:3')).toContain('death'); // "My life draws near to Sheol"
    expect(tones('23:1')).toEqual(['trust']); // "The Lord is my shepherd"
    expect(tones('46:1')).toContain('trust'); // "God is our refuge and strength"
    expect(tones('150:1')).toContain('praise');
    expect(tones('51:10')).toEqual(expect.arrayContaining(['petition', 'penitence']));
    expect(tones('119:105')).toContain('wisdom'); // "Your word is a lamp to my feet"
    expect(tones('23:4')).toEqual(['trust', 'lament']); // reviewed: "the valley of the shadow of death"
    for (const ref of ['5:9', '105:38', '60:1', '58:6', '88:3', '78:13', '106:9']) {
      expect(isExcluded(verse(ref)), ref).toBe(true);
    }
  });

  it('lets a theme draw only on its tones, never on an excluded verse, and on lament only where it turns to trust', () => {
    for (const theme of psalmThemes) {
      const fitting = indexedPsalms().filter((v) => fitsTheme(v, theme));
      expect(fitting.length, theme).toBeGreaterThan(60);
      for (const v of fitting) {
        expect(isExcluded(v), `${theme} ${v.ref}`).toBe(false);
        expect(v.tones.some((tone) => (themeTones[theme].tones as string[]).includes(tone))).toBe(
          true,
        );
        if (v.tones.includes('lament')) {
          expect(themeTones[theme].lament, `${theme} ${v.ref}`).toBe(true);
          expect(v.tones.includes('trust') || v.tones.includes('petition')).toBe(true);
        }
      }
    }
    // The bright themes take no lament at all.
    expect(fitsTheme(verse('42:5'), 'joy')).toBe(false);
    expect(fitsTheme(verse('42:5'), 'comfort')).toBe(true);
  });
});

describe('offline psalms that fit their prompt', () => {
  const prompts = [
    '',
    'A psalm of trust for a family waiting for news from the hospital',
    'rest for the weary',
    'someone grieving the loss of a parent',
    'celebrate',
  ];

  it('composes 200 psalms across every theme and sample prompts without one excluded verse', async () => {
    const titles = new Set<string>();
    let count = 0;
    for (const theme of psalmThemes) {
      for (const prompt of prompts) {
        for (const date of dates(4)) {
          const psalm = await write({ theme, prompt, date });
          count += 1;
          titles.add(psalm.title);
          const verses = cited(psalm.text);
          expect(verses.length).toBe(6);
          for (const v of verses) {
            expect(isExcluded(v), `${theme} "${prompt}" ${date}: Psalm ${v.ref}`).toBe(false);
            expect(fitsTheme(v, theme), `${theme}: Psalm ${v.ref} ${v.tones}`).toBe(true);
          }
          expect(psalm.text).not.toMatch(/Yahweh|wicked|enem|Egypt|angry|wrath|tomb|Sheol/i);
        }
      }
    }
    expect(count).toBe(200);
    const templates = new Set(
      psalmThemes.map((theme) => themeTitle({ theme, contentType: 'daily_psalm' })),
    );
    expect([...titles].filter((title) => !templates.has(title)).length).toBeGreaterThan(20);
  });

  it('no longer quotes the three verses reported in the issue', async () => {
    for (const date of dates(30)) {
      const hospital = await write({
        theme: 'trust',
        prompt: 'A psalm of trust for a family waiting for news from the hospital',
        date,
      });
      expect(hospital.text).not.toContain('Their throat is an open tomb');
      for (const prompt of ['', 'celebrate', 'a glad heart']) {
        expect((await write({ theme: 'joy', prompt, date })).text).not.toContain(
          'Egypt was glad when they departed',
        );
        expect((await write({ theme: 'comfort', prompt, date })).text).not.toContain(
          'You have been angry',
        );
      }
    }
  });

  // Each composition (over eight days) quotes at least one verse that answers the prompt.
  const expected: [PsalmTheme, string, string[]][] = [
    [
      'trust',
      'A psalm of trust for a family waiting for news from the hospital',
      ['112:7', '130:5', '40:1', '41:3', '39:7', '27:14', '62:5', '119:166', '119:81'],
    ],
    ['peace', 'rest for the weary', ['23:2', '131:2', '55:6', '91:1', '119:165', '3:5', '29:11']],
    [
      'comfort',
      'someone grieving the loss of a parent',
      ['34:18', '147:3', '23:4', '103:13', '51:17'],
    ],
    [
      'guidance',
      'wisdom for a big decision about a new job',
      ['25:4', '25:5', '25:9', '31:3', '32:8', '86:11', '119:105', '119:33', '111:10', '16:11'],
    ],
    [
      'forgiveness',
      'forgive my mistakes and make my heart clean',
      ['51:2', '51:3', '51:7', '51:10', '25:11', '85:2', '103:3', '86:5', '32:1', '32:5', '130:4'],
    ],
  ];
  it.each(expected)('%s: "%s" quotes a verse that answers it', async (theme, prompt, refs) => {
    for (const date of dates(8)) {
      const verses = cited((await write({ theme, prompt, date })).text).map((v) => v.ref);
      expect(
        verses.filter((ref) => refs.includes(ref)),
        `${date}: ${verses}`,
      ).not.toHaveLength(0);
    }
  });

  it('prefers verses that share the prompt’s words or their synonyms', async () => {
    const words = (v: IndexedVerse) => v.lines.join(' ').toLowerCase();
    for (const date of dates(8)) {
      const psalm = await write({ theme: 'trust', prompt: 'waiting for good news', date });
      const sharing = cited(psalm.text).filter((v) => /wait|hope|news|hear|good/.test(words(v)));
      expect(sharing.length, date).toBeGreaterThanOrEqual(3);
    }
  });

  it('titles a psalm from its prompt, else from its strongest verse', async () => {
    expect(
      (
        await write({
          theme: 'trust',
          prompt: 'A psalm of trust for a family waiting for news from the hospital',
        })
      ).title,
    ).toBe('Waiting for News from the Hospital');
    expect((await write({ theme: 'peace', prompt: 'rest for the weary' })).title).toBe(
      'Rest for the Weary',
    );
    expect(
      (
        await write({
          theme: 'trust',
          prompt: 'for those who wait in hope',
          contentType: 'daily_prayer',
        })
      ).title,
    ).toBe('A Prayer for Those Who Wait in Hope');
    expect(promptPhrase('Write a psalm of praise: the beauty of creation, the stars')).toBe(
      'The Beauty of Creation',
    );
    expect(promptPhrase('A psalm of joy')).toBe(undefined);
    expect(promptPhrase('Write a psalm about trust')).toBe(undefined);
    // The automation's default prompt.
    expect(promptPhrase('Write for believers beginning their day with God.')).toBe(
      'For Believers Beginning Their Day with God',
    );
    expect(promptPhrase('Peace at the end of a long week')).toBe('Peace at the End of a Long Week');
    expect(promptPhrase('strength and courage for my sister as she starts a new chapter')).toBe(
      'Strength and Courage for My Sister',
    );
    expect(promptPhrase('the beauty of creation, the stars and the sea')).toBe(
      'The Beauty of Creation',
    );
    expect(promptPhrase('wisdom for a big decision about a new job')).toBe(
      'Wisdom for a Big Decision',
    );

    for (const theme of psalmThemes) {
      const psalm = await write({ theme, prompt: 'hope', date: '2026-08-15' });
      expect(psalm.title).not.toBe(themeTitle({ theme, contentType: 'daily_psalm' }));
      // Drawn from a verse it quotes.
      const body = psalm.text.toLowerCase().replace(/\s+/g, ' ');
      expect(body, theme).toContain(psalm.title.toLowerCase());
    }
  });

  it('stems words lightly', () => {
    expect(['waiting', 'waits', 'waited', 'wait'].map(stem)).toEqual(Array(4).fill(stem('wait')));
    expect(stem('mercies')).toBe(stem('mercy'));
    expect(stem('healing')).toBe(stem('heals'));
    expect(stem('news')).not.toBe(stem('new'));
  });

  it('renders the divine name as people pray it', () => {
    expect(renderDivineName('Show me your ways, Yahweh.')).toBe('Show me your ways, Lord.');
    expect(renderDivineName('For you are my hope, Lord Yahweh,')).toBe(
      'For you are my hope, Lord God,',
    );
    expect(renderDivineName('I will bless Yahweh.')).toBe('I will bless the Lord.');
    expect(renderDivineName('Turn us again, Yahweh God of Armies.')).toBe(
      'Turn us again, Lord God of Armies.',
    );
  });
});
