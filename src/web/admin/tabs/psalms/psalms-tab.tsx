import { PsalmGenerator } from './psalm-generator';
import { RecentPsalms } from './recent-psalms';

/** The Manual tab (000 §2, permission generation): the Daily Psalm Generator and the recent psalms. */
export default function PsalmsTab() {
  return (
    <div className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_24rem]">
      <PsalmGenerator />
      <RecentPsalms />
    </div>
  );
}
