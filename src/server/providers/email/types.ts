// The provider's interface, apart from its factory (index.ts): the implementations import it from
// here, so none imports the factory that imports it.
import type { Language } from '@contracts/enums';

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
