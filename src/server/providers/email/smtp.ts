import { languageTags } from '@contracts/languages';
import type { Logger } from '@server/logger';
import type { EmailProvider } from './types';
import { lazyModule } from '../lazy-module';

export function createSmtpEmail(smtpUrl: string, from: string, logger: Logger): EmailProvider {
  // nodemailer waits 2 minutes to connect, 30 s for the greeting and 10 minutes on a silent socket;
  // sign-up and password reset wait for their email, so a server that stops answering would hold
  // them that long. Shorter limits here; the URL's query (?greetingTimeout=…) still overrides them.
  const transport = lazyModule(async () =>
    (await import('nodemailer')).default.createTransport({
      url: smtpUrl,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 20_000,
    }),
  );
  return {
    kind: 'smtp',
    async send({ to, subject, text, html, language }) {
      const headers = language ? { 'Content-Language': languageTags[language] } : undefined;
      const info = await (await transport()).sendMail({ from, to, subject, text, html, headers });
      logger.info({ to, subject, messageId: info.messageId }, 'email sent');
    },
    check: () =>
      transport()
        .then((smtp) => smtp.verify())
        .then(
          () => true,
          () => false,
        ),
  };
}
