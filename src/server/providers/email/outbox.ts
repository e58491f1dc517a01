import { eq } from 'drizzle-orm';
import type { Db } from '@server/db/connection';
import { emailOutbox } from '@server/db/schema/system';
import type { Logger } from '@server/logger';
import type { EmailProvider } from './types';

export type OutboxLinkShower = (email: { to: string; subject: string; link: string }) => void;

/** Without SMTP, emails are kept in the outbox table and their link is printed in the log. */
export function createOutboxEmail(
  db: Db,
  logger: Logger,
  showLink?: OutboxLinkShower,
): EmailProvider {
  return {
    kind: 'outbox',
    async send({ to, subject, text, html, link }) {
      await db.insert(emailOutbox).values({ to, subject, text, html, link });
      logger.info({ to, subject, link }, 'email written to outbox');
      if (link) showLink?.({ to, subject, link });
    },
    check: async () => true,
  };
}

/**
 * Removes the emails kept in the outbox for an address (an erased account's: decision 019). The
 * outbox is this file's table: nothing else writes it (decision 040).
 */
export async function forgetOutboxEmailsTo(db: Db, to: string) {
  await db.delete(emailOutbox).where(eq(emailOutbox.to, to));
}
