import type { Db } from '@server/db/connection';
import type { Logger } from '@server/logger';
import { createOutboxEmail, type OutboxLinkShower } from './outbox';
import { createSmtpEmail } from './smtp';
import type { EmailProvider } from './types';

export * from './types';

export function createEmailProvider(options: {
  smtpUrl?: string;
  from: string;
  db: Db;
  logger: Logger;
  /** Shows the operator an outbox email's link besides the log (main.ts prints it plainly). */
  showOutboxLink?: OutboxLinkShower;
}): EmailProvider {
  return options.smtpUrl
    ? createSmtpEmail(options.smtpUrl, options.from, options.logger)
    : createOutboxEmail(options.db, options.logger, options.showOutboxLink);
}
