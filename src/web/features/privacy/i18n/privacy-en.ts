/**
 * English texts of the privacy page (/privacy). Kept out of en.ts so the first screen's bundle does
 * not carry them (decision 103). Each statement must stay true of the code: what a table holds, the
 * 30-day psalm cleanup, the 30-day sessions, the export and deletion on /account (decision 136).
 */
export const privacyEn = {
  'privacy.title': 'Privacy',
  'privacy.intro':
    'Psalmlight keeps only what it needs to give you the app, keeps it on the server that runs it, and shares it with no one for advertising or tracking. Here is what is kept, why, for how long, and what you can do about it.',
  'privacy.back': 'Back to Psalmlight',

  'privacy.storedTitle': 'What we keep, and why',
  'privacy.accountTerm': 'Your account',
  'privacy.account':
    'Your email address, your name and your password (stored only as a one-way hash), so you can sign in and we can send you confirmation and password-reset emails; and your sign-in sessions, so you stay signed in on your devices.',
  'privacy.profileTerm': 'Your profile and preferences',
  'privacy.profile':
    'Your avatar if you add one, denomination, prayer focus, language, theme, audio, reminder and email choices, so the app works the way you asked.',
  'privacy.journalTerm': 'Your journal',
  'privacy.journal':
    'Your journal entries, readable only by you. Their words (title, text, scripture reference, tags and answer notes) are encrypted before they are stored, so a copy of the database cannot be read without the server’s key.',
  'privacy.communityTerm': 'Community',
  'privacy.community':
    'What you post, comment and like in the community, so others can see it, and what you report, which only moderators see.',
  'privacy.practiceTerm': 'Your practice',
  'privacy.practice':
    'Your workflow sessions and progress, and which library items you opened each day (the free plan’s daily limit), so the app can show your streaks and pick up where you left off.',
  'privacy.subscriptionTerm': 'Subscriptions',
  'privacy.subscription':
    'If you subscribe: your plan, its status and renewal date, and the payment provider’s references to you. Card details go to the payment provider (Stripe) and never reach us.',
  'privacy.pushTerm': 'Notifications',
  'privacy.push':
    'If you turn on push notifications: each device’s push address, so your reminders can reach it, and a record of which reminders were sent, so none is sent twice.',
  'privacy.audioTerm': 'Audio',
  'privacy.audio':
    'Narration you ask for is kept as an audio file with the psalm it belongs to, so it plays again without being made again.',
  'privacy.deviceTerm': 'On your device',
  'privacy.device':
    'Your browser keeps your theme choice, the cookie that keeps you signed in, and, for offline use, copies of pages and psalms you opened; signing out removes the copies.',

  'privacy.durationTitle': 'How long we keep it',
  'privacy.durationAccount':
    'What belongs to your account is kept until you delete it, or delete your account.',
  'privacy.durationPsalms':
    'Daily psalms, and the narration made for them, are removed 30 days after their date.',
  'privacy.durationSessions':
    'A sign-in session ends after 30 days without use, or at once when you sign out; Global Logout ends them on every device.',
  'privacy.durationDeletion':
    'When you delete your account, your personal data is erased at once: profile, preferences, journal, practice, subscriptions, notification settings and sessions. Your community posts, comments and likes are removed or anonymised as described when you confirm the deletion.',
  'privacy.durationLogs':
    'The server’s log notes each request’s path, status and time, never what you wrote. Sign-in attempts are counted per network address for a few minutes, in memory only, to stop password guessing.',

  'privacy.rightsTitle': 'Your rights',
  'privacy.rightsDownload':
    'Take your data with you: Download My Data on your Account page gives you everything that is yours as one file.',
  'privacy.rightsCorrect':
    'Correct it: change your name, avatar and preferences on your Account page at any time.',
  'privacy.rightsDelete':
    'Erase it: delete any journal entry, post or comment of yours whenever you like, or Delete my account on your Account page to erase it all.',
  'privacy.rightsAccount': 'Go to your Account page',

  'privacy.trackersTitle': 'No trackers',
  'privacy.trackers':
    'No advertising, no analytics, no third-party trackers or cookies. Every page, font, icon and script comes from this server.',
  'privacy.providers':
    'If the people who run this app connect an AI service to write and narrate psalms, that service receives the prompts staff write and the psalm text to read aloud, never anything you write.',
} as const;
