// npm run bench: every benchmark, each printing the ratio it measures.
import { contentBench } from './content';
import { statsBench } from './stats';
import { widgetBench } from './widget';

const benches: [string, () => Promise<void>][] = [
  ['content', contentBench],
  ['widget', widgetBench],
  ['stats', statsBench],
];
const only = process.argv[2];
for (const [name, run] of benches) {
  if (only && only !== name) continue;
  console.log(`\n# ${name}`);
  await run();
}
