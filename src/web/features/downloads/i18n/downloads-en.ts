/**
 * English texts of downloads for offline use (decision 064): the download button on the reader,
 * a workflow session and the psalm page, and the Downloads section of Account Settings. Loaded with
 * those pages, not the first route.
 */
export const downloadsEn = {
  'downloads.download': 'Download for offline use',
  'downloads.weekAction': "Download this week's psalms",
  'downloads.weekTitle': "This week's psalms",
  'downloads.started': 'Downloading {title}...',
  'downloads.preparing': 'Preparing the download...',
  'downloads.downloading': 'Downloading... {done} of {total, plural, one {# file} other {# files}}',
  'downloads.progressLabel': 'Download progress',
  'downloads.downloaded': 'Downloaded · {size}',
  'downloads.remove': 'Remove download',
  'downloads.saved': 'Saved for offline use',
  'downloads.savedDescription': '{title} can now be read and heard without a connection.',
  'downloads.failed': 'The download could not finish',
  'downloads.deviceFull':
    'Your device is full. Remove some downloads or free up space, then try again.',
  'downloads.networkFailed':
    'The connection dropped during the download. Try again when you are online.',
  'downloads.incomplete': 'A file of this download could not be fetched. Try again in a moment.',
  'downloads.removed': 'Download removed',
  'downloads.removeFailed': 'The download could not be removed',
  'downloads.premiumTitle': 'Downloads are part of Premium',
  'downloads.premiumDetail':
    "Premium keeps items, workflows and the week's psalms on this device, to read and listen without a connection.",

  // Account Settings: Downloads
  'downloads.sectionTitle': 'Downloads',
  'downloads.sectionDescription':
    'What you keep on this device to read and listen offline. Signing out removes it.',
  'downloads.empty': 'Nothing downloaded yet.',
  'downloads.emptyHint':
    'Choose “Download for offline use” on a library item or a workflow session, or download this week’s psalms on the Daily Psalm page.',
  'downloads.items': '{count, plural, one {# item} other {# items}}',
  'downloads.savedOn': 'Saved {date}',
  'downloads.total': '{count, plural, one {# download} other {# downloads}} · {size} in all',
  'downloads.usage': 'Using {usage} of {quota} on this device',
  'downloads.kind.content': 'Library item',
  'downloads.kind.workflow': 'Workflow',
  'downloads.kind.week': "Week's psalms",
  'downloads.removeAction': 'Remove',
  'downloads.refreshAction': 'Refresh',
  'downloads.refreshNamed': 'Refresh {title}',
  'downloads.removeNamed': 'Remove {title}',
  'downloads.removeTitle': 'Remove this download?',
  'downloads.removeDescription':
    '{title} will no longer be available offline. You can download it again when you are online.',
  'downloads.cancel': 'Cancel',
  'downloads.removing': 'Removing...',
  'downloads.loadFailed': 'Your downloads could not be read on this device.',
  'downloads.unsupported': 'This browser cannot keep downloads for offline use.',
} as const satisfies Record<string, string>;

export type DownloadsMessageKey = keyof typeof downloadsEn;
