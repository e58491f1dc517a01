import type { Language } from '@contracts/enums';
import {
  isCustomReminderKind,
  type NotificationKind,
  type PushPayload,
} from '@contracts/notifications';
import type { EmailMessage } from '@server/providers/email';
import { notificationTexts } from './message-texts';

// What each notification says, in the member's language (the words are in message-texts.ts). 001
// §9 says where a tap leads: /journal for journal_prompt, /dashboard otherwise.

const pathOf = (kind: NotificationKind) =>
  kind === 'content_journal_prompt' ? '/journal' : '/dashboard';

const messageOf = (kind: NotificationKind, language: Language) => {
  const words = notificationTexts[language];
  return isCustomReminderKind(kind) ? words.chosenTime : words.kinds[kind];
};

/** The push payload of a scheduled notification. The tag lets a newer one of a kind replace it. */
export function payloadFor(kind: NotificationKind, language: Language): PushPayload {
  return { ...messageOf(kind, language), url: pathOf(kind), tag: kind };
}

/** "Send Test Notification". */
export function testPayload(language: Language): PushPayload {
  return { ...notificationTexts[language].test, url: '/dashboard', tag: 'test' };
}

/** A scheduled reminder sent by email (to a member without a device who chose email updates). */
export function reminderEmail(
  kind: NotificationKind,
  language: Language,
  publicUrl: string,
): Omit<EmailMessage, 'to'> {
  const words = notificationTexts[language];
  const { title, body } = messageOf(kind, language);
  const link = `${publicUrl}${pathOf(kind)}`;
  const settings = `${publicUrl}/account`;
  return {
    subject: title,
    text: `${body}\n\n${words.reminderEmail.open(link)}\n\n${words.reminderEmail.why(settings)}`,
    link,
    language,
  };
}
