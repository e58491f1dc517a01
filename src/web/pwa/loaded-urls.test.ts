// @vitest-environment jsdom
import { describe, expect, test } from 'vitest';
import { loadedUrls } from './loaded-urls';

/** A Performance whose Resource Timing holds these finished requests. */
const timing = (names: string[]) =>
  ({
    getEntriesByType: (type: string) =>
      type === 'resource' ? names.map((name) => ({ name })) : [],
  }) as unknown as Performance;

describe('the files a page hands its new service worker', () => {
  test('keeps build files, member answers and audio of this origin, never auth, realtime, admin or other origins', () => {
    const origin = document.location.origin;
    const urls = loadedUrls(
      document,
      timing([
        `${origin}/assets/index-abc.js`,
        `${origin}/api/psalms/today?timeZone=UTC`,
        `${origin}/api/auth/get-session`,
        `${origin}/api/realtime`,
        `${origin}/api/admin/psalms`,
        `${origin}/privacy`,
        'https://elsewhere.example/assets/x.js',
      ]),
    );
    expect(urls).toEqual([
      `${origin}/assets/index-abc.js`,
      `${origin}/api/psalms/today?timeZone=UTC`,
    ]);
  });

  test('names the audio on the page even when its request has not finished', () => {
    document.body.innerHTML =
      '<audio preload="metadata" src="/media/psalm-audio/today.mp3"></audio>';
    expect(loadedUrls(document, timing([]))).toEqual([
      `${document.location.origin}/media/psalm-audio/today.mp3`,
    ]);
    document.body.innerHTML = '';
  });
});
