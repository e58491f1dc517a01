export { pushT } from './i18n/push-t';
export { PushNotificationsSection } from './push-notifications-section';
export { announcePushPromptMoment } from './push-prompt-moment';
export { usePushPrompt } from './use-push-prompt';
