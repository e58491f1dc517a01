/** English texts of the installable app and the widget flow (loaded with them, not the first route). */
export const pwaEn = {
  'pwa.updateAvailable': 'A new version is available',
  'pwa.reload': 'Reload',
  // The installed app's manifest (one file per language, src/web/pwa/web-manifest.ts).
  'pwa.manifest.description':
    'Daily psalms, guided prayer, a private journal and a gentle community.',
  'pwa.manifest.psalm': 'Today’s Psalm',
  'pwa.manifest.psalmShort': 'Psalm',
  'pwa.manifest.journal': 'Prayer Journal',
  'pwa.manifest.journalShort': 'Journal',
  // 001 §2 Widget dialogs; 001 §8 Widget (word for word).
  'widget.dialogTitle': 'Add the Psalmlight Widget',
  'widget.dialogDescription':
    'Keep today’s psalm one tap away on your home screen. Choose your phone and follow the steps.',
  'widget.iphone': 'iPhone',
  'widget.android': 'Android',
  'widget.step': 'Step {step} of {total}',
  'widget.back': 'Back',
  'widget.next': 'Next',
  'widget.maybeLater': 'Maybe Later',
  'widget.added': 'I’ve Added the Widget!',
  'widget.addedToast': 'Great! Your widget is now set up for daily spiritual content',
  'widget.laterToast': 'You can always add the widget later from Settings',
  'widget.settings': 'Settings',
  'widget.preview': 'Preview',
  'widget.previewSize': '{size} widget ({columns}x{rows})',
  'widget.size.small': 'Small',
  'widget.size.medium': 'Medium',
  'widget.size.large': 'Large',
  'widget.previewSample': 'The Lord is my shepherd; I shall not want.',
  'widget.previewTitle': 'Today’s Psalm',
  'widget.suggestionTitle': 'Add Psalmlight to your home screen',
  'widget.suggestionBody': 'See today’s psalm at a glance and open it with one tap, every day.',
  'widget.addWidget': 'Add Widget',
  'widget.later': 'Later',
  'widget.settingsTitle': 'Home screen widget',
  'widget.settingsAdded':
    'You added Psalmlight to this device’s home screen. Add it again any time.',
  'widget.tip': 'Tip: add Psalmlight to your home screen for today’s psalm at a glance',
  // The web app's five steps per platform: the widget on the web is the installed app's home-screen
  // icon and its Today's Psalm shortcut (decision 139).
  'widget.iphone.1': 'Open Psalmlight in Safari on your iPhone and sign in.',
  'widget.iphone.2': 'Tap the Share button at the bottom of the screen.',
  'widget.iphone.3': 'Scroll down and tap Add to Home Screen.',
  'widget.iphone.4': 'Keep the name Psalmlight and tap Add.',
  'widget.iphone.5': 'Tap the Psalmlight icon on your home screen to open today’s psalm.',
  'widget.android.1': 'Open Psalmlight in Chrome on your Android phone and sign in.',
  'widget.android.2': 'Tap the menu (three dots) at the top right.',
  'widget.android.3': 'Tap Install app or Add to Home screen.',
  'widget.android.4': 'Confirm with Install; Psalmlight appears on your home screen.',
  'widget.android.5':
    'Touch and hold the Psalmlight icon and drag Today’s Psalm onto your home screen.',
} as const satisfies Record<string, string>;
