import { SampleSeederCard } from './sample-seeder-card';
import { SystemStatusCard } from './system-status-card';
import type { FirstScreen } from '@web/lib/first-screen';
import { seederQueries } from './seeder-queries';

/** The tab's first screen (decision 162): the system status. */
export const firstScreen: FirstScreen = ({ queryClient }) =>
  queryClient.prefetchQuery(seederQueries.systemStatus());

/** The Sample tab (000 §2): the Sample Content Seeder and the system status. */
export default function SeederTab() {
  return (
    <div className="grid items-start gap-6 lg:grid-cols-2">
      <SampleSeederCard />
      <SystemStatusCard />
    </div>
  );
}
