import { z } from 'zod';
import { addDays } from './time';

// A real calendar day: a date of the right shape that is none (2026-13-45) cannot be counted from.
// Years are bounded so a window and the day after it stay four-digit years PostgreSQL and Date share
// (year 0 and 10000 answered 500).
const isoDay = z.iso
  .date('Use a date like 2026-01-31')
  .refine(
    (day) => day >= '1970-01-01' && day <= '9998-12-31',
    'Choose a date between 1970 and 9998',
  );

/** Longest window the Stats tab may ask for. */
export const maxStatsDays = 366;

/**
 * GET /api/admin/stats: a UTC date window, both ends included; by default the 7 days ending today.
 * A reversed window or one longer than a year is refused with a message on the field.
 */
export const statsQuery = z
  .object({ from: isoDay.optional(), to: isoDay.optional() })
  .superRefine((value, ctx) => {
    // Zod runs this even when a field failed its own check (a malformed day); only real days compare.
    const days = isoDay.safeParse(value.from).success && isoDay.safeParse(value.to).success;
    if (days && value.from && value.to) {
      if (value.from > value.to) {
        ctx.addIssue({
          code: 'custom',
          path: ['from'],
          message: 'The start date must not be after the end date',
        });
      } else if (addDays(value.from, maxStatsDays - 1) < value.to) {
        ctx.addIssue({
          code: 'custom',
          path: ['to'],
          message: 'Choose a range of at most one year',
        });
      }
    }
  });
export type StatsQuery = z.infer<typeof statsQuery>;

export const statsDay = z.object({
  date: z.string(),
  plays: z.number(),
  completions: z.number(),
  workflowSessions: z.number(),
});
export type StatsDay = z.infer<typeof statsDay>;

export const statsReport = z.object({
  totals: z.object({
    members: z.number(),
    content: z.number(),
    published: z.number(),
    /** Workflow sessions ever started. */
    sessions: z.number(),
  }),
  window: z.object({
    from: z.string(),
    to: z.string(),
    plays: z.number(),
    completions: z.number(),
    minutes: z.number(),
    workflowSessions: z.number(),
  }),
  topContent: z.array(z.object({ contentId: z.string(), title: z.string(), plays: z.number() })),
  days: z.array(statsDay),
});
export type StatsReport = z.infer<typeof statsReport>;
