import type { Language } from '@contracts/enums';
import type { Db } from '@server/db/connection';
import type { Logger } from '@server/logger';
import { createOutboxEmail, type OutboxLinkShower } from './outbox';
import { createSmtpEmail } from './smtp';

export type EmailMessage = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** The one link the email is about, logged in outbox mode so a local user can follow it. */
  link?: string;
  /** The language it is written in, told to the mail client (Content-Language). */
  language?: Language;
};

export type EmailProvider = {
  kind: 'smtp' | 'outbox';
  send: (message: EmailMessage) => Promise<void>;
  /** Whether the provider can deliver now (SMTP: the server answers). */
  check: () => Promise<boolean>;
};

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
