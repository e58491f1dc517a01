import { SampleSeederCard } from './sample-seeder-card';
import { SystemStatusCard } from './system-status-card';

/** The Sample tab (000 §2): the Sample Content Seeder and the system status. */
export default function SeederTab() {
  return (
    <div className="grid items-start gap-6 lg:grid-cols-2">
      <SampleSeederCard />
      <SystemStatusCard />
    </div>
  );
}
