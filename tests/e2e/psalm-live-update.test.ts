import { localDateIn } from '@contracts/time';
import {
  expectAccessible,
  expectPage,
  expectText,
  streamOpened,
  saveScreenshot,
} from './support/browser';
import type { ApiSession } from './support/api';
import { describe, test } from './support/fixtures';

/**
 * A zone whose date differs from the UTC date right now (so this reader's "today" has no psalm yet,
 * whatever other journeys published for the UTC date).
 */
function zoneOnAnotherDay(): string {
  return new Date().getUTCHours() >= 10 ? 'Pacific/Kiritimati' : 'Pacific/Pago_Pago';
}

/**
 * A run that began before midnight UTC may already have published a psalm for a day-behind zone's
 * date (it was the UTC date then): staff delete it, so the reader's day starts empty whenever this
 * test runs.
 */
async function emptyDay(staff: ApiSession, zone: string) {
  for (let attempt = 0; attempt < 3; attempt++) {
    const today = await staff.request('GET', `/api/psalms/today?timeZone=${zone}`);
    const { psalm } = (await today.json()) as { psalm: { id: string } | null };
    if (!psalm) return;
    const removed = await staff.request('DELETE', `/api/admin/content/${psalm.id}`);
    if (!removed.ok) throw new Error(`deleting psalm ${psalm.id} answered ${removed.status}`);
  }
  throw new Error(`the psalm of ${zone}'s day would not go`);
}

describe('the Psalm page, live', () => {
  test('a reader sees "No psalm for today", then the psalm appears when it is published, and Generate Audio narrates it', async ({
    pageAs,
    apiAs,
    premiumMember: member,
    superAdmin,
  }) => {
    // Premium: free members get no audio and a few items a day (Access tab, docs/decisions/044).
    const zone = zoneOnAnotherDay();
    const readerToday = localDateIn(zone);
    const staff = await apiAs(superAdmin);
    await emptyDay(staff, zone);
    const { page, context } = await pageAs(member);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setTimezoneOverride', { timezoneId: zone });

    const stream = streamOpened(page);
    await page.goto('/psalm');
    await expectPage(page, { path: '/psalm', heading: 'Daily Psalm' });
    await page.getByRole('heading', { name: 'No psalm for today' }).waitFor();
    await page.getByText("Today's psalm hasn't been published yet. Check back later!").waitFor();
    await stream;
    await expectAccessible(page, 'Psalm page, empty state');
    await saveScreenshot(page, 'psalm-page-empty-1280');

    // Staff publish the reader's psalm (not narrated): the page shows it without a reload.
    const input = { prompt: 'Joy that comes in the morning', theme: 'joy', date: readerToday };
    const written = await staff.post<{ title: string; generatedPsalm: string }>(
      '/api/admin/psalms/generate',
      input,
    );
    await staff.post('/api/admin/psalms', { ...input, ...written, narrate: false });

    const card = page.getByRole('region', { name: "Today's Psalm" });
    await card.getByRole('heading', { name: written.title }).waitFor({ timeout: 15_000 });
    await card.getByText('Theme: Joy').waitFor();

    // Text and no audio: Generate Audio narrates it and the player takes its place.
    await card.getByRole('button', { name: 'Generate Audio' }).click();
    await card.getByText('Generating audio...').waitFor();
    await expectText(page, 'Audio generated successfully!', 90_000);
    const player = page.getByRole('region', { name: `Audio player: ${written.title}` });
    await player.getByRole('button', { name: 'Play' }).waitFor();
    await expectAccessible(page, 'Psalm page after generating audio');
  });
});
