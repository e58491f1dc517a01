import nodemailer from 'nodemailer';
import type { Logger } from '@server/logger';
import type { EmailProvider } from './index';

export function createSmtpEmail(smtpUrl: string, from: string, logger: Logger): EmailProvider {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    kind: 'smtp',
    async send({ to, subject, text, html }) {
      const info = await transport.sendMail({ from, to, subject, text, html });
      logger.info({ to, subject, messageId: info.messageId }, 'email sent');
    },
    check: () =>
      transport.verify().then(
        () => true,
        () => false,
      ),
  };
}
