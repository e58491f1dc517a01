// node scripts/ci-step.mjs "<step>" <command> [args…]: runs one CI step, prints how long it took
// against its budget (.ci/budgets.json, seconds), and fails when the command fails or the step
// took longer than its budget, so CI cannot creep towards its 90-minute limit unnoticed.
// CI_STEP_LOG, when set, gets a line per step ("name<TAB>seconds<TAB>budget<TAB>verdict") for the
// summary .ci/run prints at the end; CI_BUDGETS points at another budgets file (the tests use it).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const [name, command, ...args] = process.argv.slice(2);
if (!name || !command) {
  console.error('usage: node scripts/ci-step.mjs "<step>" <command> [args…]');
  process.exit(2);
}

const budgetsFile = process.env.CI_BUDGETS ?? path.join(root, '.ci/budgets.json');
const budget = JSON.parse(fs.readFileSync(budgetsFile, 'utf8'))[name];
if (typeof budget !== 'number') {
  console.error(`CI step "${name}" has no budget in ${path.relative(root, budgetsFile)}`);
  process.exit(2);
}

console.log(`\n==> ${name} (budget ${budget} s)`);
const started = process.hrtime.bigint();
const result = spawnSync(command, args, { stdio: 'inherit' });
const seconds = Math.round(Number(process.hrtime.bigint() - started) / 1e9);

const failed = result.status !== 0;
const overBudget = seconds > budget;
const verdict = failed ? 'failed' : overBudget ? 'over budget' : 'ok';
console.log(`<== ${name}: ${seconds} s of ${budget} s, ${verdict}`);
if (process.env.CI_STEP_LOG)
  fs.appendFileSync(process.env.CI_STEP_LOG, `${name}\t${seconds}\t${budget}\t${verdict}\n`);

if (result.error) console.error(`${name}: ${result.error.message}`);
if (overBudget && !failed)
  console.error(
    `CI step "${name}" took ${seconds} s, over its budget of ${budget} s: make it faster, or raise the budget in .ci/budgets.json and say why in the commit.`,
  );
process.exit(failed ? (result.status ?? 1) : overBudget ? 1 : 0);
