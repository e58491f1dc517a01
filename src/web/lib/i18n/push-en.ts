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
  // The prompt toast, 3 s after opening, for 10 s (001 §9).
  'push.promptTitle': 'Stay on track with reminders',
  'push.promptDescription': 'Allow notifications for prayer reminders and the daily psalm.',
  'push.promptAction': 'Enable',
};
