import type { NotificationKind, PushPayload } from '@contracts/notifications';

// What each scheduled notification says. 001 §9 gives the prayer reminders' names and where a tap
// leads (/journal for journal_prompt, /dashboard otherwise); it does not quote the content types'
// titles and bodies, so these are written here (docs/decisions/020).
const messages: Record<NotificationKind, { title: string; body: string }> = {
  scripture_daily: {
    title: "Today's Psalm",
    body: 'Your daily psalm is ready. Take a quiet moment with God’s word.',
  },
  prayer_morning: {
    title: 'Morning Prayer',
    body: 'Begin your day with God. Take a moment to pray.',
  },
  prayer_midday: {
    title: 'Midday Prayer',
    body: 'Pause in the middle of your day for a moment of prayer.',
  },
  prayer_evening: {
    title: 'Evening Prayer',
    body: 'As the day winds down, give thanks for its blessings.',
  },
  prayer_night: {
    title: 'Night Prayer',
    body: 'Close your day in prayer and rest in His peace.',
  },
  content_daily_psalm: {
    title: 'Daily Psalm',
    body: 'Your daily psalm is ready to read and to hear.',
  },
  content_daily_prayer: {
    title: 'Daily Prayer',
    body: "Today's prayer is waiting for you.",
  },
  content_daily_meditation: {
    title: 'Daily Meditation',
    body: "Take a few quiet minutes with today's meditation.",
  },
  content_scripture_reflection: {
    title: 'Scripture Reflection',
    body: "Reflect on today's scripture.",
  },
  content_journal_prompt: {
    title: 'Journal Prompt',
    body: "Today's journal prompt is ready. Write your reflection.",
  },
};

/** The push payload of a scheduled notification. The tag lets a newer one of a kind replace it. */
export function payloadFor(kind: NotificationKind): PushPayload {
  return {
    ...messages[kind],
    url: kind === 'content_journal_prompt' ? '/journal' : '/dashboard',
    tag: kind,
  };
}

export const testPayload: PushPayload = {
  title: 'Test Notification Sent',
  body: 'Notifications are working on this device.',
  url: '/dashboard',
  tag: 'test',
};
