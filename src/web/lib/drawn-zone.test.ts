import { describe, expect, test } from 'vitest';
import { drawnInDeviceZone } from './drawn-zone';
import { deviceZone } from './time-zone';

// Where the page's zone worker cannot run (here), the page asks Intl itself.
const here = deviceZone() ?? 'UTC';
const elsewhere = here === 'Asia/Tokyo' ? 'America/New_York' : 'Asia/Tokyo';

describe('drawnInDeviceZone', () => {
  test('a page drawn in this device’s zone is hydrated as it is', async () => {
    expect(await drawnInDeviceZone({ 'o:timeZone': here })).toBe(true);
  });

  test('a page drawn in a zone this device has left, or in none, is not', async () => {
    expect(await drawnInDeviceZone({ 'o:timeZone': elsewhere })).toBe(false);
    expect(await drawnInDeviceZone({ 'o:timeZone': '' })).toBe(false);
  });

  test('a page whose drawing recorded no zone contradicts nothing', async () => {
    expect(await drawnInDeviceZone({})).toBe(true);
  });
});
