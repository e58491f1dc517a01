import type { TodayPsalm } from '@contracts/psalms';
import type { ApiSession } from './api';

/** The zone the lane's browsers and API calls read "today" in. */
const laneZone = Intl.DateTimeFormat().resolvedOptions().timeZone;

/**
 * Today's psalm exists (another file of the lane may have saved it already), narrated when asked;
 * its title. Staff write and publish it through the API, as the portal does. "Today" is the
 * lane's unless a test's reader lives in another zone (where the date may already be tomorrow).
 */
export async function ensurePsalmToday(
  staff: ApiSession,
  reader: ApiSession,
  { narrated = false, zone = laneZone } = {},
): Promise<string> {
  const query = `/api/psalms/today?timeZone=${encodeURIComponent(zone)}`;
  let today = (await (await reader.request('GET', query)).json()) as TodayPsalm;
  if (!today.psalm) {
    const input = { prompt: 'Light for an early walk', theme: 'comfort', date: today.date };
    const written = await staff.post<{ title: string; generatedPsalm: string }>(
      '/api/admin/psalms/generate',
      input,
    );
    await staff.post('/api/admin/psalms', { ...input, ...written, narrate: narrated });
    today = (await (await reader.request('GET', query)).json()) as TodayPsalm;
  }
  if (!today.psalm) throw new Error('Today’s psalm was not saved');
  if (narrated && !today.psalm.audioUrl)
    await reader.post(`/api/psalms/${today.psalm.id}/audio`, {});
  return today.psalm.title;
}
