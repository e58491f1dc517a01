// How busy the whole machine was over a stretch of time (/proc/stat), and how much of it was the
// bench's own process: a spike that saturates the machine says so instead of only growing slower.
import fs from 'node:fs';
import os from 'node:os';

function machineTicks() {
  const [, ...values] = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/);
  // user nice system idle iowait irq softirq steal (guest time is counted in user already).
  const ticks = values.slice(0, 8).map(Number);
  const [user, nice, system, , , irq, softirq, steal] = ticks;
  return {
    busy: user! + nice! + system! + irq! + softirq! + steal!,
    all: ticks.reduce((sum, value) => sum + value, 0),
  };
}

/** Starts a reading; `end()` gives the cores in use on average, the machine's and the bench's own. */
export function startCpuReading() {
  const ticks = machineTicks();
  const own = process.cpuUsage();
  const started = performance.now();
  return () => {
    const now = machineTicks();
    const seconds = (performance.now() - started) / 1000;
    const cores = os.availableParallelism();
    const usage = process.cpuUsage(own);
    return {
      machineCores: (cores * (now.busy - ticks.busy)) / (now.all - ticks.all),
      loadGeneratorCores: (usage.user + usage.system) / 1e6 / seconds,
      cores,
    };
  };
}
