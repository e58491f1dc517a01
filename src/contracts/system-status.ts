import { z } from 'zod';

/** One service the app depends on, as the Sample tab's status card shows it. */
export const serviceStatus = z.object({
  name: z.string(),
  /** Which implementation runs: a configured provider or the offline default. */
  mode: z.string(),
  state: z.enum(['ok', 'degraded', 'down']),
  detail: z.string(),
});
export type ServiceStatus = z.infer<typeof serviceStatus>;
export const systemStatus = z.object({ services: z.array(serviceStatus), checkedAt: z.string() });
