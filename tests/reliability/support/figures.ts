import fs from 'node:fs';

export type Figure = { name: string; value: string | number; goal?: string };

/**
 * Records what a reliability test measured (inputs tried, 5xx, writes lost, recovery time, p99,
 * memory): printed at once, and appended to RELIABILITY_FIGURES when `npm run test:reliability`
 * set it, so that script prints every suite's figures together at the end of the run.
 */
export function reportFigures(suite: string, figures: Figure[]): void {
  const width = Math.max(...figures.map((figure) => figure.name.length));
  const lines = figures.map(
    (figure) =>
      `  ${figure.name.padEnd(width)}  ${String(figure.value)}${figure.goal ? `  (goal ${figure.goal})` : ''}`,
  );
  console.log(`\n[reliability] ${suite}\n${lines.join('\n')}`);
  const file = process.env.RELIABILITY_FIGURES;
  if (file) fs.appendFileSync(file, `${JSON.stringify({ suite, figures })}\n`);
}
