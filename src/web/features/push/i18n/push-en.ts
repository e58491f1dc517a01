/** English texts of push notifications (Account Settings and the permission prompt). */
export const pushEn = {
  'push.title': 'Push Notifications',
  'push.description': 'Reminders and the daily psalm on this device.',
  'push.thisDevice': 'Notifications on this device',
  'push.unsupported': 'This browser cannot receive push notifications.',
  'push.denied':
    'Notifications are blocked for this site. Allow them in your browser settings to turn them on.',
  'push.permission.granted': 'Permission: allowed',
  'push.permission.denied': 'Permission: blocked',
  'push.permission.default': 'Permission: not asked yet',
  'push.devices': 'Devices receiving notifications: {count}',
  'push.deviceLimit':
    'Up to {max} devices receive notifications. Turning them on on one more stops them on the device that turned them on longest ago.',
  'push.timeZone': 'Reminder times are in {zone}.',
  'push.noTimeZone': 'Times are in UTC — your device has not reported a time zone.',
  // 001 §8 Test notification (word for word).
  'push.sendTest': 'Send Test Notification',
  'push.testSent': 'Test notification sent!',
  'push.testFailed': 'Failed to send test notification',
  'push.turnOnFailed': 'Notifications could not be turned on on this device.',
  'push.loadFailed': 'Notification settings could not be loaded.',
  'push.retry': 'Try again',
  // The prompt toast (001 §9), 3 s after a first completed session or saved journal entry, for 10 s
  // (decision 146).
  'push.promptTitle': 'Stay on track with reminders',
  'push.promptDescription': 'Allow notifications for prayer reminders and the daily psalm.',
  'push.promptAction': 'Enable',
  'push.promptNotNow': 'Not now',
  // Why turning notifications on failed, and what to do (push-device.ts PushFailureReason).
  'push.failure.unsupported':
    "This browser can't receive notifications here: private windows and some browsers don't allow them, and on an iPhone only the app added to the Home Screen can. Open Psalmlight in a regular window of an up-to-date browser and try again.",
  'push.failure.denied':
    "Notifications are blocked for this site. Allow them in your browser's site settings (the icon beside the address), then turn them on in Account Settings.",
  'push.failure.dismissed':
    "The browser's question was closed without an answer. Turn notifications on in Account Settings and choose Allow.",
  'push.failure.noServiceWorker':
    "The app's background service isn't running in this browser, so it can't deliver notifications. Reload the page and try again; if it keeps happening, leave private browsing or allow site data for Psalmlight.",
  'push.failure.pushService':
    "Your browser's push service didn't answer. Check that notifications are allowed for your browser in your device's settings, then try again in a moment.",
  'push.failure.server':
    "Psalmlight couldn't save this device. Check your connection and try again.",
  'push.reminderTimes.title': 'Your Reminder Times',
  'push.reminderTimes.description':
    'Prayer reminders at times you choose, in your time zone, beside or instead of the daily reminders.',
  'push.reminderTimes.time': 'Time',
  'push.reminderTimes.add': 'Add reminder',
  'push.reminderTimes.remove': 'Remove the reminder at {time}',
  'push.reminderTimes.none': 'No reminder times of your own yet.',
  'push.reminderTimes.limit': 'Up to {max} reminder times.',
  'push.reminderTimes.saveFailed': 'Could not save your reminder times',
};
