export { pushT } from './i18n/push-t';
export { PushNotificationsSection } from './push-notifications-section';
export { pushStatusQuery } from './push-queries';
export { announcePushPromptMoment } from './push-prompt-moment';
export { usePushPrompt } from './use-push-prompt';
