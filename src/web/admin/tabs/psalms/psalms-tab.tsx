import { PsalmGenerator } from './psalm-generator';
import { RecentPsalms } from './recent-psalms';
import type { FirstScreen } from '@web/lib/first-screen';
import { psalmsQueries } from './psalms-queries';

/** The tab's first screen (decision 162): the recent psalms (the generator asks for nothing). */
export const firstScreen: FirstScreen = ({ queryClient }) =>
  queryClient.prefetchQuery(psalmsQueries.recent());

/** The Manual tab (000 §2, permission generation): the Daily Psalm Generator and the recent psalms. */
export default function PsalmsTab() {
  return (
    <div className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_24rem]">
      <PsalmGenerator />
      <RecentPsalms />
    </div>
  );
}
