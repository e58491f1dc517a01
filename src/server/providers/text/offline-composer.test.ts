import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { psalmThemes, type PsalmTheme } from '@contracts/enums';
import type { WritingRequest } from './index';
import { createOfflineComposer, themeTitle } from './offline-composer';
import { topicPassages } from './topic-passages';
import { fitsTheme, indexedPsalms, isExcluded, themeTones } from './verse-index';
import { renderDivineName, webPsalms } from './web-psalms';

const composer = createOfflineComposer();
const byRef = new Map(indexedPsalms().map((verse) => [verse.ref, verse]));
const verse = (ref: string) => byRef.get(ref)!;

/** The passages a composition cites ("… Psalm 23:1, Psalm 25:4-5."). */
const cited = (text: string) =>
  [
    ...text
      .split('\n')
      .at(-1)!
      .matchAll(/Psalm (\d+:\d+(?:-\d+)?)/g),
  ].map((match) => match[1]!);

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
  const prompts: [PsalmTheme, string, string][] = [
    ['trust', 'A psalm of trust for a family waiting for news from the hospital', 'healing'],
    ['peace', 'rest for the weary', 'peace'],
    ['comfort', 'someone grieving the loss of a parent', 'grief'],
    ['guidance', 'wisdom for a big decision about a new job', 'work'],
    ['forgiveness', 'forgive my mistakes and make my heart clean', 'forgiveness'],
  ];

  it('composes 200 psalms across every theme and sample prompts without one verse of enemies, curses or wrath', async () => {
    let count = 0;
    for (const theme of psalmThemes) {
      for (const [, prompt] of prompts) {
        for (const date of dates(4)) {
          const psalm = await write({ theme, prompt, date });
          count += 1;
          expect(cited(psalm.text)).toHaveLength(6);
          expect(psalm.text).not.toMatch(/Yahweh|wicked|enem|Egypt|angry|wrath|tomb|Sheol/i);
        }
      }
    }
    expect(count).toBe(200);
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

  // Four of the six passages come from the occasion's topic (or the theme's), over eight days.
  it.each(prompts)('%s: "%s" quotes passages of its topic', async (theme, prompt, topic) => {
    const passages = new Set(topicPassages(topic).map((passage) => passage.ref));
    for (const date of dates(8)) {
      const refs = cited(await write({ theme, prompt, date }).then((psalm) => psalm.text));
      expect(
        refs.filter((ref) => passages.has(ref)).length,
        `${date}: ${refs}`,
      ).toBeGreaterThanOrEqual(4);
    }
  });

  it('titles a psalm by its occasion, else by its theme', async () => {
    expect(
      (
        await write({
          theme: 'trust',
          prompt: 'A psalm of trust for a family waiting for news from the hospital',
        })
      ).title,
    ).toBe('A Psalm for a Hospital Stay');
    expect((await write({ theme: 'peace', prompt: 'rest for the weary' })).title).toBe(
      'A Psalm of Peace',
    );
    expect(
      (
        await write({
          theme: 'trust',
          prompt: 'for those who wait in hope',
          contentType: 'daily_prayer',
        })
      ).title,
    ).toBe('A Prayer of Trust');
    for (const theme of psalmThemes) {
      const psalm = await write({ theme, prompt: 'hope', date: '2026-08-15' });
      expect(psalm.title).toBe(themeTitle({ theme, contentType: 'daily_psalm' }));
    }
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
