// The arithmetic of the load figures: percentiles of latencies, and the trend of memory.

/** The p-th percentile (0–100) of `values`, nearest rank. */
export function percentile(values: number[], p: number) {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank - 1))]!;
}

/** The least-squares slope of y over x (units of y per unit of x). */
export function slope(points: { x: number; y: number }[]) {
  const n = points.length;
  if (n < 2) return 0;
  const meanX = points.reduce((sum, p) => sum + p.x, 0) / n;
  const meanY = points.reduce((sum, p) => sum + p.y, 0) / n;
  let covariance = 0;
  let variance = 0;
  for (const p of points) {
    covariance += (p.x - meanX) * (p.y - meanY);
    variance += (p.x - meanX) ** 2;
  }
  return variance === 0 ? 0 : covariance / variance;
}
