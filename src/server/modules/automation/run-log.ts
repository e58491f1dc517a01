import { eq } from 'drizzle-orm';
import type { AutomationContentType, automationActions } from '@contracts/enums';
import type { Db } from '@server/db/connection';
import { automationLogs } from '@server/db/schema/automation';

/**
 * Runs work under an automation_logs row: pending, then generating, then completed (with the
 * content made and the time taken) or failed (with the reason, and the error rethrown).
 */
export async function withRunLog<T extends object>(
  db: Db,
  entry: {
    contentType: AutomationContentType;
    action: (typeof automationActions)[number];
    testRun: boolean;
  },
  work: () => Promise<T>,
): Promise<T> {
  const [log] = await db.insert(automationLogs).values(entry).returning({ id: automationLogs.id });
  const id = log!.id;
  const started = performance.now();
  await db.update(automationLogs).set({ status: 'generating' }).where(eq(automationLogs.id, id));
  const elapsed = () => Math.round(performance.now() - started);
  try {
    const result = await work();
    await db
      .update(automationLogs)
      .set({
        status: 'completed',
        contentId: 'contentId' in result ? (result.contentId as string | null) : null,
        executionTimeMs: elapsed(),
        completedAt: new Date(),
      })
      .where(eq(automationLogs.id, id));
    return result;
  } catch (error) {
    await db
      .update(automationLogs)
      .set({
        status: 'failed',
        errorMessage: (error as Error).message.slice(0, 1000),
        executionTimeMs: elapsed(),
        completedAt: new Date(),
      })
      .where(eq(automationLogs.id, id));
    throw error;
  }
}
